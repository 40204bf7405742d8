/**
 * One-time codes (spec 03 §4 OTP, §9): a token for any e-mail, the code and magic link in the
 * dev mailbox, not_available_yet until the mail is sent, 3 tries with the remaining count,
 * expiry after 10 minutes, single use (also when two verifications race), the per-e-mail cap,
 * and the route's rate limit.
 */
import type { ApiOtpRequestAnswer, ApiUser } from '@storefront/shared/wire';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/infra/db/client';
import { oneTimeCodes } from '../src/infra/db/schema';
import { SignInMails } from '../src/mail/sign-in-mails';
import type { MailTransport, OutgoingMail } from '../src/mail/transport';
import { OneTimeCodeService, OTP_LIFETIME_MS } from '../src/accounts/one-time-codes';
import { sha256 } from '../src/lib/digest';
import { createFixture } from './fixtures';
import { Browser, buildTestApp, databaseKinds, expectError, type Reply } from './helper';
import { mailsTo, useSignInApp } from './sign-in-fixtures';

const CODE_IN_MAIL = /passcode for .+ is ([A-Z0-9]{6})/;

describe.each(databaseKinds)('one-time codes (%s)', (kind) => {
  const { t, people } = useSignInApp(kind);

  const requestCode = (email: string, state?: string) =>
    new Browser(t.app).post<ApiOtpRequestAnswer>('/api/login/request_otp', { email, provider: 'tix', ...(state ? { state } : {}) });

  /** Requests a code for the member and reads it from the dev mailbox. */
  async function codeFor(email = people.member.email) {
    const { body } = await requestCode(email);
    const [mail] = await mailsTo(t.app, email);
    const code = CODE_IN_MAIL.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return { token: body.token, code, mail };
  }

  const verify = (token: string, otp: string, browser = new Browser(t.app)) => browser.post<ApiUser>('/api/login', { token, otp });

  it('answers a token for any e-mail; only a known one gets a mail with the code and the magic link', async () => {
    const known = await requestCode(` ${people.member.email.toUpperCase()} `, 'museum');
    const unknown = await requestCode('nobody@example.com');
    for (const reply of [known, unknown]) {
      expect(reply.status).toBe(200);
      expect(Object.keys(reply.body).sort()).toEqual(['expires_at', 'token']);
      expect(reply.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(reply.body.expires_at).toBe(new Date(t.clock.now().getTime() + OTP_LIFETIME_MS).toISOString());
    }
    expect(await mailsTo(t.app, 'nobody@example.com')).toEqual([]);
    const [mail] = await mailsTo(t.app, people.member.email);
    const code = CODE_IN_MAIL.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(mail?.from).toContain('Test Museum');
    expect(mail?.text).toContain(`http://localhost:3000/museum/login?otp=${code}`);
    expect(mail?.html).toContain(`href="http://localhost:3000/museum/login?otp=${code}"`);
    // Only hashes are stored.
    const rows = await queryRows<{ token_hash: string; code_hash: string }>(t.app.db, sql`SELECT token_hash, code_hash FROM one_time_codes`);
    expect(rows.map((r) => r.token_hash).sort()).toEqual([sha256(known.body.token), sha256(unknown.body.token)].sort());
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('a seller’s login path and no slug without a known seller', async () => {
    await t.app.db.execute(sql`UPDATE sellers SET web = '{"login_path": "/members/sign-in"}' WHERE slug = 'zoo'`);
    try {
      await requestCode(people.member.email, 'zoo');
      expect((await mailsTo(t.app, people.member.email))[0]?.text).toMatch(/http:\/\/localhost:3000\/zoo\/members\/sign-in\?otp=[A-Z0-9]{6}/);
      t.app.devMailbox?.clear();
      await requestCode(people.member.email, 'no-such-seller');
      expect((await mailsTo(t.app, people.member.email))[0]?.text).toMatch(/http:\/\/localhost:3000\/login\?otp=[A-Z0-9]{6}/);
    } finally {
      await t.app.db.execute(sql`UPDATE sellers SET web = '{}' WHERE slug = 'zoo'`);
    }
  });

  it('signs in with the token and the code (any case), once', async () => {
    const { token, code } = await codeFor();
    const browser = new Browser(t.app);
    const reply = await verify(token, code.toLowerCase(), browser);
    expect(reply.status).toBe(200);
    expect(reply.body.email).toBe(people.member.email);
    expect((await browser.get<ApiUser>('/api/my/user')).status).toBe(200);
    expectError(await verify(token, code), 401, 'otp_token_expired', 'login');
  });

  it('3 tries: otp_incorrect with the remaining count, then the token is dead even for the right code', async () => {
    const { token, code } = await codeFor();
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (const remaining of [2, 1, 0]) {
      const entry = expectError(await verify(token, wrong), 401, 'otp_incorrect', 'login');
      expect(entry._extra).toEqual({ remaining_attempts: remaining });
      expect(entry._description).toBe('The passcode you entered is invalid.');
    }
    expectError(await verify(token, code), 401, 'otp_token_expired');
  });

  it('a code expires after 10 minutes', async () => {
    const { token, code } = await codeFor();
    t.clock.advance(OTP_LIFETIME_MS / 1000);
    expectError(await verify(token, code), 401, 'otp_token_expired');
  });

  it('an unknown token is not_authorized; an unknown e-mail’s token never matches', async () => {
    expectError(await verify('x'.repeat(43), 'ABCDEF'), 401, 'not_authorized', 'login');
    const { body } = await requestCode('nobody@example.com');
    await t.app.signInMails.drain();
    const entry = expectError(await verify(body.token, 'ABCDEF'), 401, 'otp_incorrect');
    expect(entry._extra).toEqual({ remaining_attempts: 2 });
  });

  it('before the mail is sent the code is not_available_yet (409)', async () => {
    const { token, code } = await codeFor();
    await t.app.db.update(oneTimeCodes).set({ availableAt: null }).where(eq(oneTimeCodes.tokenHash, sha256(token)));
    expectError(await verify(token, code), 409, 'not_available_yet', 'login');
    await t.app.db.update(oneTimeCodes).set({ availableAt: t.clock.now() }).where(eq(oneTimeCodes.tokenHash, sha256(token)));
    expect((await verify(token, code)).status).toBe(200);
  });

  it('the code becomes usable when the transport accepted the mail; a failed mail expires it', async () => {
    let release: () => void = () => undefined;
    let fail = false;
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      send: (mail) =>
        new Promise<void>((resolve, reject) => {
          release = () => (fail ? reject(new Error('SMTP down')) : (sent.push(mail), resolve()));
        }),
      close: () => undefined,
    };
    const mails = new SignInMails(t.app.db, { transport, fromAddress: 'test@example.com', storefrontUrl: 'https://shop.example' });
    const service = new OneTimeCodeService(t.app.db, t.clock.now, mails, t.app.log);
    const first = await service.request(people.member.email, undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(service.verify(first.answer.token, 'AAAAAA')).rejects.toMatchObject({ code: 'not_available_yet' });
    release();
    await first.delivered;
    const code = CODE_IN_MAIL.exec(String(sent[0]?.text))?.[1] ?? '';
    expect(String(sent[0]?.text)).toContain(`https://shop.example/login?otp=${code}`);
    await expect(service.verify(first.answer.token, code)).resolves.toBe(await userId(people.member.email));

    fail = true;
    const second = await service.request(people.member.email, undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await second.delivered;
    await expect(service.verify(second.answer.token, 'AAAAAA')).rejects.toMatchObject({ code: 'otp_token_expired' });
  });

  it('two verifications of one code at once: exactly one signs in', async () => {
    const { token, code } = await codeFor();
    const replies: Reply<ApiUser>[] = await Promise.all([verify(token, code), verify(token, code), verify(token, code)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    const used = await queryRows<{ used: number }>(t.app.db, sql`SELECT count(*)::int AS used FROM one_time_codes WHERE used_at IS NOT NULL`);
    expect(used[0]?.used).toBe(1);
  });

  it('at most 5 codes per e-mail in 15 minutes, whichever address asks, known or not (429)', async () => {
    for (const email of [people.member.email, 'nobody@example.com']) {
      for (let i = 0; i < 5; i += 1) expect((await requestCode(email)).status).toBe(200);
      const refused = await requestCode(email.toUpperCase());
      const entry = expectError(refused, 429, 'too_many_requests', 'login');
      expect(entry._extra).toEqual({ retry_after_seconds: 900 });
      expect(refused.headers['retry-after']).toBe('900');
    }
    expect(await mailsTo(t.app, people.member.email)).toHaveLength(5);
    t.clock.advance(15 * 60);
    expect((await requestCode(people.member.email)).status).toBe(200);
  });

  it('answers validate_not_email and validation_failed for bad bodies', async () => {
    expectError(await requestCode('not-an-email'), 400, 'validate_not_email', 'login');
    const browser = new Browser(t.app);
    expectError(await browser.post('/api/login/request_otp', { email: people.member.email }), 400, 'validation_failed', 'body');
    expectError(await browser.post('/api/login/request_otp', { email: people.member.email, provider: 'other' }), 400, 'validation_failed');
  });

  async function userId(email: string) {
    const [row] = await queryRows<{ id: string }>(t.app.db, sql`SELECT id FROM users WHERE email = ${email}`);
    return row?.id;
  }
});

describe.each(databaseKinds)('one-time code rate limit (%s)', (kind) => {
  it('request_otp is limited per address and e-mail with the spec’s 429', async () => {
    const limited = await buildTestApp(kind, { rateLimits: { enabled: true, rules: { otpRequest: { max: 2, windowMs: 60_000 } } } });
    try {
      await createFixture(limited.app);
      const ask = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/login/request_otp', payload: { email, provider: 'tix' } });
      expect((await ask('a@example.com')).statusCode).toBe(200);
      expect((await ask('a@example.com')).statusCode).toBe(200);
      const refused = await ask('a@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual([
        { _code: 'too_many_requests', _context: 'login', _description: expect.any(String), _extra: { retry_after_seconds: 60 } },
      ]);
      expect(refused.headers['retry-after']).toBe('60');
      expect((await ask('b@example.com')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
