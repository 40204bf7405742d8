import type { ApiUser } from '@storefront/shared/wire';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';

describe.each(databaseKinds)('login, my/user, logout (%s)', (kind) => {
  const t = useFixtureApp(kind);

  it('signs in under a new session id, reads the user, signs out ending the session', async () => {
    const browser = new Browser(t.app);
    expectError(await browser.get('/api/my/user'), 401, 'not_authenticated');
    await browser.post('/api/identity', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' });
    const anonymous = browser.sessionCookie;
    expect(anonymous).toBeTruthy();
    const login = await browser.post<ApiUser>('/api/login', { username: ' ADA@example.com ', password: t.f.member.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: 'ada@example.com', identity: { first_name: 'Ada', last_name: 'Lovelace' } });
    const signedIn = browser.sessionCookie;
    expect(signedIn).toBeTruthy();
    expect(signedIn).not.toBe(anonymous);
    const me = await browser.get<ApiUser>('/api/my/user');
    expect(me.body.id).toBe(login.body.id);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { sf_sid: signedIn ?? '' } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'sf_sid')).toMatchObject({ value: '', maxAge: 0 });
    // The signed-in token is dead, even to a browser that kept it.
    expectError(await browser.get('/api/my/user'), 401, 'not_authenticated');
  });

  it('an unknown e-mail gives 401 invalid_credentials, a wrong password incorrect_password (spec 02 §8)', async () => {
    const browser = new Browser(t.app);
    const unknown = expectError(await browser.post('/api/login', { username: 'who@example.com', password: 'x' }), 401, 'invalid_credentials', 'login');
    expect(unknown._description).toBe('The e-mail or password you entered is incorrect.');
    const wrong = expectError(await browser.post('/api/login', { username: t.f.member.email, password: 'nope' }), 401, 'incorrect_password', 'login');
    expect(wrong._description).toBe('That is not the correct password. Please try again.');
    expectError(await browser.get('/api/my/user'), 401, 'not_authenticated');
  });
});
