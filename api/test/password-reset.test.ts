/**
 * Password reset (spec 03 §4, §5, §7, §8): request (204 for any e-mail, a mail for known
 * accounts), validate, reset with the password rules; links expire after 1 hour and work
 * once; a reset ends the account's other sessions; the request's rate limit.
 */
import type { ApiPasswordResetValidateAnswer, ApiUser } from '@storefront/shared/wire';
import { RESET_LIFETIME_MS } from '../src/accounts/password-resets';
import { createFixture } from './fixtures';
import { Browser, buildTestApp, databaseKinds, expectError } from './helper';
import { mailsTo, useSignInApp } from './sign-in-fixtures';

const LINK = /(http:\/\/localhost:3000\/[^\s]*user\/reset-password\?token=([A-Za-z0-9_-]+))/;
const NEW_PASSWORD = 'New-Pass-2024';

describe.each(databaseKinds)('password reset (%s)', (kind) => {
  const { t, people } = useSignInApp(kind);

  const post = <T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers }).then((res) => ({
      status: res.statusCode,
      body: (res.body ? res.json() : undefined) as T,
      headers: res.headers,
    }));

  async function linkFor(email: string, seller?: string) {
    expect((await post('/api/password_reset/request', { email }, seller ? { 'x-storefront-seller': seller } : {})).status).toBe(204);
    const [mail] = await mailsTo(t.app, email);
    const match = LINK.exec(mail?.text ?? '');
    if (!match?.[1] || !match[2]) throw new Error(`no reset link mailed to ${email}`);
    return { link: match[1], token: match[2] };
  }

  it('204 for any e-mail; a known account gets a link on the calling seller’s storefront', async () => {
    expect((await post('/api/password_reset/request', { email: 'nobody@example.com' })).status).toBe(204);
    expect(await mailsTo(t.app, 'nobody@example.com')).toEqual([]);
    const { link } = await linkFor(people.member.email, 'museum');
    expect(link).toMatch(/^http:\/\/localhost:3000\/museum\/user\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expectError(await post('/api/password_reset/request', { email: 'nope' }), 400, 'validate_not_email', 'password_reset');
  });

  it('validate names the e-mail; reset sets the password, which then signs in; the link works once', async () => {
    const { token } = await linkFor(people.member.email);
    const valid = await post<ApiPasswordResetValidateAnswer>('/api/password_reset/validate', { token });
    expect(valid).toMatchObject({ status: 200, body: { identity: { email: people.member.email } } });
    expect((await post('/api/password_reset/reset', { token, password: NEW_PASSWORD })).status).toBe(204);
    const login = await new Browser(t.app).post<ApiUser>('/api/login', { username: people.member.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    const invalid = expectError(await post('/api/password_reset/validate', { token }), 404, 'not_found', 'password_reset');
    expect(invalid._description).toBe('This reset link is not valid. It may have expired.');
    expectError(await post('/api/password_reset/reset', { token, password: 'Other-Pass-1' }), 404, 'not_found');
    // Back to the fixture's password for the other tests.
    const again = await linkFor(people.member.email);
    expect((await post('/api/password_reset/reset', { token: again.token, password: people.member.password })).status).toBe(204);
  });

  it('an account without a password gets one through the link', async () => {
    const { token } = await linkFor(people.noPassword.email);
    expect((await post('/api/password_reset/reset', { token, password: NEW_PASSWORD })).status).toBe(204);
    const login = await new Browser(t.app).post<ApiUser>('/api/login', { username: people.noPassword.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.identity.meta.has_password).toBe(true);
  });

  it('a link expires after 1 hour (validate_failed); an unknown one is not_found', async () => {
    const { token } = await linkFor(people.member.email);
    t.clock.advance(RESET_LIFETIME_MS / 1000);
    expectError(await post('/api/password_reset/validate', { token }), 400, 'validate_failed', 'password_reset');
    expectError(await post('/api/password_reset/reset', { token, password: NEW_PASSWORD }), 400, 'validate_failed');
    expectError(await post('/api/password_reset/validate', { token: 'x'.repeat(43) }), 404, 'not_found');
  });

  it('a password breaking the rules is validation_failed and leaves the link usable', async () => {
    const { token } = await linkFor(people.member.email);
    for (const [password, problems] of [
      ['Short-1', ['too_short']],
      [' Leading-Space-1', ['outer_whitespace']],
      ['alllowercase1', ['too_few_kinds']],
      ['Ünicode-Pass-1', ['unprintable']],
    ] as const) {
      const entry = expectError(await post('/api/password_reset/reset', { token, password }), 400, 'validation_failed', 'password_reset');
      expect({ password, extra: entry._extra, description: entry._description }).toEqual({ password, extra: { problems }, description: 'Invalid password' });
    }
    expect((await post('/api/password_reset/validate', { token })).status).toBe(200);
  });

  it('a reset ends the account’s other sessions and its other links', async () => {
    const elsewhere = new Browser(t.app);
    await elsewhere.post('/api/login', { username: people.member.email, password: people.member.password });
    expect((await elsewhere.get('/api/my/user')).status).toBe(200);
    const older = await linkFor(people.member.email);
    t.app.devMailbox?.clear();
    const { token } = await linkFor(people.member.email);
    expect((await post('/api/password_reset/reset', { token, password: people.member.password })).status).toBe(204);
    expectError(await elsewhere.get('/api/my/user'), 401, 'not_authenticated');
    expectError(await post('/api/password_reset/validate', { token: older.token }), 404, 'not_found');
  });
});

describe.each(databaseKinds)('password reset rate limit (%s)', (kind) => {
  it('password_reset/request is limited per address and e-mail with the spec’s 429', async () => {
    const limited = await buildTestApp(kind, { rateLimits: { enabled: true, rules: { passwordReset: { max: 2, windowMs: 60_000 } } } });
    try {
      await createFixture(limited.app);
      const ask = () => limited.app.inject({ method: 'POST', url: '/api/password_reset/request', payload: { email: 'a@example.com' } });
      expect((await ask()).statusCode).toBe(204);
      expect((await ask()).statusCode).toBe(204);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual([
        { _code: 'too_many_requests', _context: 'password_reset', _description: expect.any(String), _extra: { retry_after_seconds: 60 } },
      ]);
    } finally {
      await limited.close();
    }
  });
});
