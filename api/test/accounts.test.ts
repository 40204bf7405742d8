import type { ApiUser } from '@storefront/shared/wire';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';

describe.each(databaseKinds)('login, my/user, logout (%s)', (kind) => {
  const t = useFixtureApp(kind);

  it('signs in, reads the user, signs out keeping the session', async () => {
    const browser = new Browser(t.app);
    expectError(await browser.get('/api/my/user'), 401, 'not_authenticated');
    const login = await browser.post<ApiUser>('/api/login', { username: ' ADA@example.com ', password: t.f.member.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: 'ada@example.com', identity: { first_name: 'Ada', last_name: 'Lovelace' } });
    const cookie = browser.sessionCookie;
    const me = await browser.get<ApiUser>('/api/my/user');
    expect(me.body.id).toBe(login.body.id);
    expect((await browser.post('/api/logout')).status).toBe(204);
    expect(browser.sessionCookie).toBe(cookie);
    expectError(await browser.get('/api/my/user'), 401, 'not_authenticated');
  });

  it('a wrong password or unknown e-mail gives 401 invalid_credentials', async () => {
    const browser = new Browser(t.app);
    const wrong = expectError(
      await browser.post('/api/login', { username: t.f.member.email, password: 'nope' }),
      401,
      'invalid_credentials',
      'login',
    );
    expect(wrong._description).toBe('The e-mail or password you entered is incorrect.');
    expectError(await browser.post('/api/login', { username: 'who@example.com', password: 'x' }), 401, 'invalid_credentials');
    expectError(await browser.get('/api/my/user'), 401, 'not_authenticated');
  });
});
