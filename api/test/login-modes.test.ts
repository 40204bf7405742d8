/**
 * `POST login` with every field set (spec 03 §3, §8; spec 02 §8 guest_account and
 * incorrect_password): e-mail and password, member ID with ZIP code, password, last name or
 * e-mail, the external token's place; trimming, lengths, validate_not_email.
 */
import type { ApiUser } from '@storefront/shared/wire';
import { createFixture } from './fixtures';
import { Browser, buildTestApp, databaseKinds, expectError } from './helper';
import { createSignInMembers, mailsTo, useSignInApp } from './sign-in-fixtures';

describe.each(databaseKinds)('login field sets (%s)', (kind) => {
  const { t, people } = useSignInApp(kind);

  const login = (body: unknown) => new Browser(t.app).post<ApiUser>('/api/login', body);

  it('signs in by e-mail and password (trimmed, any case) and reads the user', async () => {
    const browser = new Browser(t.app);
    const reply = await browser.post<ApiUser>('/api/login', { username: `  ${people.member.email.toUpperCase()} `, password: people.member.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ email: people.member.email, identity: { zip_code: '10001', meta: { has_password: true } } });
    expect((await browser.get<ApiUser>('/api/my/user')).body.id).toBe(reply.body.id);
  });

  it('answers invalid_credentials for an unknown e-mail and incorrect_password for a wrong password', async () => {
    expectError(await login({ username: 'nobody@example.com', password: 'whatever1A' }), 401, 'invalid_credentials', 'login');
    const wrong = expectError(await login({ username: people.member.email, password: 'Wrong-Pass-1' }), 401, 'incorrect_password', 'login');
    expect(wrong._description).toBe('That is not the correct password. Please try again.');
  });

  it('an account without a password answers guest_account and mails a link to set one', async () => {
    const reply = expectError(await login({ username: people.noPassword.email, password: 'anything-1A' }), 401, 'guest_account', 'login');
    expect(reply._description).toBe(
      'Oops! You have not set a password yet. Please check your email inbox for instructions to set a password, then try again.',
    );
    const [mail] = await mailsTo(t.app, people.noPassword.email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/user\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it('signs in by member ID (any case, trimmed) with ZIP code, password, last name or e-mail', async () => {
    const { scanCode, zip, password, lastName, email } = people.member;
    for (const body of [
      { scan_code: ` ${scanCode.toLowerCase()} `, zip_code: zip },
      { scan_code: scanCode, password },
      { scan_code: scanCode, last_name: lastName.toUpperCase() },
      { scan_code: scanCode, email: email.toUpperCase() },
    ]) {
      const reply = await login(body);
      expect({ body, status: reply.status, email: reply.body.email }).toEqual({ body, status: 200, email });
    }
  });

  it('a mismatch or unknown member ID answers member_not_found naming the identifier', async () => {
    const { scanCode } = people.member;
    const cases = [
      [{ scan_code: scanCode, zip_code: '99999' }, 'zip_code', 'Member details not found. Please check your member ID and ZIP code.'],
      [{ scan_code: 'CMA-999999', zip_code: '10001' }, 'zip_code', 'Member details not found. Please check your member ID and ZIP code.'],
      [{ scan_code: scanCode, password: 'Wrong-Pass-1' }, 'password', 'Member details not found. Please check your member ID and password.'],
      [{ scan_code: people.noPassword.scanCode, password: 'Any-Pass-1' }, 'password', 'Member details not found. Please check your member ID and password.'],
      [{ scan_code: scanCode, last_name: 'Lovelace' }, 'last_name', 'Member details not found. Please check your member ID and last name.'],
      [{ scan_code: scanCode, email: 'other@example.com' }, 'email', 'Member details not found. Please check your member ID and email address.'],
    ] as const;
    for (const [body, identifier, description] of cases) {
      const entry = expectError(await login(body), 401, 'member_not_found', 'login');
      expect({ body, extra: entry._extra, description: entry._description }).toEqual({ body, extra: { identifier }, description });
    }
  });

  it('an external provider token is not accepted until external login exists (not_authorized)', async () => {
    expectError(await login({ jwt: 'eyJhbGciOiJIUzI1NiJ9.e30.x' }), 401, 'not_authorized', 'login');
  });

  it('e-mail fields that are not e-mails answer validate_not_email', async () => {
    const username = expectError(await login({ username: 'not-an-email', password: 'x' }), 400, 'validate_not_email', 'login');
    expect(username._extra).toEqual({ field: 'username' });
    expectError(await login({ scan_code: people.member.scanCode, email: 'nope@nodot' }), 400, 'validate_not_email');
  });

  it('a body of no field set, a blank field or a field too long answers validation_failed', async () => {
    for (const body of [
      {},
      { username: people.member.email },
      { username: people.member.email, password: 'x', zip_code: '10001' },
      { scan_code: people.member.scanCode, zip_code: '100011' },
      { scan_code: 'x'.repeat(51), zip_code: '10001' },
      { username: `${'a'.repeat(95)}@example.com`, password: 'x' },
      { scan_code: '   ', zip_code: '10001' },
      { token: 'abc', otp: '12345' },
      { token: 'abc', otp: '12345!' },
    ]) {
      const reply = await login(body);
      expect({ body, status: reply.status, code: (reply.body as unknown as { _code: string }[])[0]?._code }).toEqual({
        body,
        status: 400,
        code: 'validation_failed',
      });
    }
  });

  it('member-ID failures count towards the backoff per member ID', async () => {
    const limited = await buildTestApp(kind, { rateLimits: { enabled: true, loginBackoff: { accountThreshold: 2 } } });
    try {
      const members = await createSignInMembers(limited.app, await createFixture(limited.app));
      const attempt = (zip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/login', payload: { scan_code: members.member.scanCode, zip_code: zip } });
      expect((await attempt('00000')).statusCode).toBe(401);
      expect((await attempt('00000')).statusCode).toBe(401);
      const blocked = await attempt(members.member.zip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
