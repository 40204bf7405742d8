import type { ApiUser } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { identities, users } from '../src/infra/db/schema';
import { Browser, buildTestApp, databaseKinds, expectError, useFixtureApp, type TestApp } from './helper';

const PASSWORD = 'Museum-Visit-9';

/** A new-account body; members outlive each test (clearActivity keeps them), so every test names its own e-mail. */
function newUser(email: string, overrides: Record<string, unknown> = {}) {
  return { first_name: 'Grace', last_name: 'Hopper', email, password: PASSWORD, ...overrides };
}

describe.each(databaseKinds)('member accounts (%s)', (kind) => {
  const t = useFixtureApp(kind);

  async function identityIdOf(email: string): Promise<string> {
    const [row] = await t.app.db.select({ identityId: users.identityId }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.identityId;
  }

  async function signedIn(email: string): Promise<{ browser: Browser; user: ApiUser }> {
    const browser = new Browser(t.app);
    const created = await browser.post<ApiUser>('/api/user', newUser(email));
    expect(created.status).toBe(201);
    return { browser, user: created.body };
  }

  describe('POST user', () => {
    it('creates a member (e-mail lower-cased) and signs the visitor in under a new session, keeping their public identity', async () => {
      const browser = new Browser(t.app);
      await browser.post('/api/identity', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' });
      const anonymous = browser.sessionCookie;
      const created = await browser.post<ApiUser>(
        '/api/user',
        newUser('Grace.Hopper@Example.COM', {
          first_name: ' Grace ',
          additional_info: { newsletter: true, visits: 3, note: 'x'.repeat(1000), interests: ['art', 'jazz'], phone: null },
        }),
      );
      expect(created.status).toBe(201);
      // It carries a new session cookie: never kept by a cache.
      expect(created.headers['cache-control']).toBe('no-store');
      expect(created.body).toMatchObject({
        email: 'grace.hopper@example.com',
        identity: {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace.hopper@example.com',
          meta: { has_password: true, email_is_placeholder: false },
        },
        memberships: [],
      });
      expect(browser.sessionCookie).toBeTruthy();
      expect(browser.sessionCookie).not.toBe(anonymous);
      const me = await browser.get<ApiUser>('/api/my/user');
      expect(me.body.id).toBe(created.body.id);

      const [identity] = await t.app.db.select().from(identities).where(eq(identities.id, created.body.identity_id));
      expect(identity).toMatchObject({
        kind: 'member',
        additionalInfo: { newsletter: true, visits: 3, note: 'x'.repeat(1000), interests: ['art', 'jazz'], phone: null },
      });
      // The new password signs in.
      const login = await new Browser(t.app).post<ApiUser>('/api/login', { username: 'grace.hopper@example.com', password: PASSWORD });
      expect(login.body.id).toBe(created.body.id);
    });

    it('409 user_exists with the existing identity_id for a taken e-mail, in any case; no session is left behind', async () => {
      const browser = new Browser(t.app);
      const taken = expectError(await browser.post('/api/user', newUser('ADA@Example.com')), 409, 'user_exists', 'user');
      expect(taken._extra).toEqual({ identity_id: await identityIdOf(t.f.member.email) });
      expect(browser.sessionCookie).toBeUndefined();
    });

    it('two simultaneous sign-ups with one e-mail: one account, the other gets 409 user_exists', async () => {
      const email = 'twice@example.com';
      const replies = await Promise.all([1, 2].map(() => new Browser(t.app).post('/api/user', newUser(email))));
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
      const refused = replies.find((r) => r.status === 409);
      if (!refused) throw new Error('no refusal');
      expect(expectError(refused, 409, 'user_exists')._extra).toEqual({ identity_id: await identityIdOf(email) });
    });

    it.each([
      ['no first name', { first_name: undefined }],
      ['a blank last name', { last_name: '   ' }],
      ['a 51-character first name', { first_name: 'G'.repeat(51) }],
      ['an e-mail without a domain dot', { email: 'grace@localhost' }],
      ['a 255-character e-mail', { email: `${'g'.repeat(243)}@example.com` }],
      ['a custom field over 1000 characters', { additional_info: { note: 'x'.repeat(1001) } }],
      ['a nested custom field', { additional_info: { address: { city: 'Arlington' } } }],
      ['a choice over 1000 characters', { additional_info: { interests: ['x'.repeat(1001)] } }],
      ['an unknown field', { phone: '555' }],
      ['a password over 254 characters', { password: `Aa1!${'x'.repeat(251)}` }],
    ])('400 validation_failed for %s', async (_case, change) => {
      const reply = await new Browser(t.app).post('/api/user', newUser('invalid@example.com', change));
      expectError(reply, 400, 'validation_failed', 'user');
    });

    it.each([
      ['shorter than 8 characters', 'Aa1!aa', 'too_short'],
      ['with a leading space', ' Museum-Visit-9', 'outer_whitespace'],
      ['with a trailing space', 'Museum-Visit-9 ', 'outer_whitespace'],
      ['with a character beyond ASCII', 'Muséum-Visit-9', 'unprintable'],
      ['of two kinds only', 'museumvisit9', 'too_few_kinds'],
    ])('a password %s is refused: 400 validation_failed "Invalid password"', async (_case, password, problem) => {
      const entry = expectError(
        await new Browser(t.app).post('/api/user', newUser('weak@example.com', { password })),
        400,
        'validation_failed',
        'user',
      );
      expect(entry._description).toBe('Invalid password');
      expect(entry._extra).toEqual({ errors: [{ field: 'body/password', message: 'Invalid password' }], password_problems: [problem] });
    });

    it('three kinds are enough (spec 03 §5: at least 3 of 4)', async () => {
      expect((await new Browser(t.app).post('/api/user', newUser('three-kinds@example.com', { password: 'museum visit 9' }))).status).toBe(201);
    });

    it('an e-mail with the no-email marker cannot be chosen', async () => {
      const entry = expectError(
        await new Browser(t.app).post('/api/user', newUser('NoEmail+me@example.com')),
        400,
        'validation_failed',
        'user',
      );
      expect(entry._description).toBe('Email address is not valid.');
    });
  });

  describe('PUT my/user', () => {
    it('for a visitor it is POST user: a new account, signed in', async () => {
      const browser = new Browser(t.app);
      const created = await browser.call<ApiUser>('PUT', '/api/my/user', newUser('put-visitor@example.com'));
      expect(created.status).toBe(201);
      expect((await browser.get<ApiUser>('/api/my/user')).body.id).toBe(created.body.id);
    });

    it('for a member it replaces their names, e-mail, custom fields and password; their other sessions end', async () => {
      const { browser, user } = await signedIn('put-member@example.com');
      const elsewhere = new Browser(t.app);
      await elsewhere.post('/api/login', { username: 'put-member@example.com', password: PASSWORD });
      const replaced = await browser.call<ApiUser>(
        'PUT',
        '/api/my/user',
        newUser('Put-Member-2@example.com', { first_name: 'Amazing', last_name: 'Grace', password: 'New-Password-7', additional_info: { a: 1 } }),
      );
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({
        id: user.id,
        email: 'put-member-2@example.com',
        identity: { id: user.identity_id, first_name: 'Amazing', last_name: 'Grace', email: 'put-member-2@example.com' },
      });
      const [identity] = await t.app.db.select().from(identities).where(eq(identities.id, user.identity_id));
      expect(identity?.additionalInfo).toEqual({ a: 1 });
      expect((await browser.get('/api/my/user')).status).toBe(200);
      expectError(await elsewhere.get('/api/my/user'), 401, 'not_authenticated');
      const login = (password: string) => new Browser(t.app).post('/api/login', { username: 'put-member-2@example.com', password });
      expect((await login('New-Password-7')).status).toBe(200);
      expect((await login(PASSWORD)).status).toBe(401);
    });

    it('409 user_exists with that identity_id when the e-mail is another account’s; nothing changes', async () => {
      const { browser, user } = await signedIn('put-conflict@example.com');
      const entry = expectError(
        await browser.call('PUT', '/api/my/user', newUser(t.f.member.email, { first_name: 'Changed' })),
        409,
        'user_exists',
        'user',
      );
      expect(entry._extra).toEqual({ identity_id: await identityIdOf(t.f.member.email) });
      expect((await browser.get<ApiUser>('/api/my/user')).body).toMatchObject({ email: user.email, identity: { first_name: 'Grace' } });
    });

    it('keeping one’s own e-mail is no conflict; a weak password is refused', async () => {
      const { browser } = await signedIn('put-same@example.com');
      expect((await browser.call('PUT', '/api/my/user', newUser('put-same@example.com', { last_name: 'Murray' }))).status).toBe(200);
      expectError(await browser.call('PUT', '/api/my/user', newUser('put-same@example.com', { password: 'short' })), 400, 'validation_failed', 'user');
    });
  });

  describe('PATCH my/user/{id}', () => {
    it('sets the e-mail on the user and its identity, and sets and clears the State', async () => {
      const { browser, user } = await signedIn('patch-me@example.com');
      const moved = await browser.patch<ApiUser>(`/api/my/user/${user.id}`, { email: 'Patched@Example.com' });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ email: 'patched@example.com', identity: { email: 'patched@example.com', state: null } });
      const withState = await browser.patch<ApiUser>(`/api/my/user/${user.id}`, { state: 'NY' });
      expect(withState.body.identity.state).toBe('NY');
      const cleared = await browser.patch<ApiUser>(`/api/my/user/${user.id}`, { state: null });
      expect(cleared.body).toMatchObject({ email: 'patched@example.com', identity: { state: null } });
      expect((await new Browser(t.app).post('/api/login', { username: 'patched@example.com', password: PASSWORD })).status).toBe(200);
    });

    it('409 email_in_use when another account has the e-mail (spec 03 §8)', async () => {
      const { browser, user } = await signedIn('patch-conflict@example.com');
      const entry = expectError(await browser.patch(`/api/my/user/${user.id}`, { email: 'ADA@example.com' }), 409, 'email_in_use', 'user');
      expect(entry._description).toBe('Another account uses this e-mail address. Please contact us to change it.');
      expect((await browser.get<ApiUser>('/api/my/user')).body.email).toBe('patch-conflict@example.com');
    });

    it('never touches another account: 403 forbidden for another user, existing or not; 401 for a visitor', async () => {
      const { browser } = await signedIn('patch-intruder@example.com');
      const ada = await new Browser(t.app).post<ApiUser>('/api/login', { username: t.f.member.email, password: t.f.member.password });
      expectError(await browser.patch(`/api/my/user/${ada.body.id}`, { email: 'stolen@example.com', state: 'XX' }), 403, 'forbidden', 'user');
      expectError(await browser.patch('/api/my/user/00000000-0000-4000-8000-000000000000', { state: 'XX' }), 403, 'forbidden');
      expectError(await new Browser(t.app).patch(`/api/my/user/${ada.body.id}`, { state: 'XX' }), 401, 'not_authenticated');
      const [adaNow] = await t.app.db
        .select({ email: users.email, identityEmail: identities.email, state: identities.state })
        .from(users)
        .innerJoin(identities, eq(identities.id, users.identityId))
        .where(eq(users.id, ada.body.id));
      expect(adaNow).toEqual({ email: t.f.member.email, identityEmail: t.f.member.email, state: null });
    });

    it.each([
      ['an empty body', {}],
      ['an e-mail without a domain dot', { email: 'ada@localhost' }],
      ['a placeholder e-mail', { email: 'noemail+x@example.com' }],
      ['a 51-character State', { state: 'S'.repeat(51) }],
      ['an empty State (null clears it)', { state: '' }],
      ['a name (not patchable)', { first_name: 'Eve' }],
    ])('400 validation_failed for %s', async (name, body) => {
      const { browser, user } = await signedIn(`patch-${name.replace(/\W+/g, '-')}@example.com`);
      expectError(await browser.patch(`/api/my/user/${user.id}`, body), 400, 'validation_failed', 'user');
    });
  });
});

describe.each(databaseKinds)('member accounts: rate limit (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { rateLimits: { enabled: true, rules: { account: { max: 2, windowMs: 60_000 } } } });
  });
  afterAll(() => t.close());

  it('POST user, PUT and PATCH my/user share the account policy: 429 too_many_requests in the spec’s shape', async () => {
    const browser = new Browser(t.app);
    expectError(await browser.call('PUT', '/api/my/user', newUser('limited@example.com', { password: 'x' })), 400, 'validation_failed');
    expect((await browser.post('/api/user', newUser('limited@example.com'))).status).toBe(201);
    const limited = await browser.patch('/api/my/user/any', { state: 'NY' });
    const entry = expectError(limited, 429, 'too_many_requests', 'user');
    expect(limited.headers['retry-after']).toBe('60');
    expect(entry._extra).toEqual({ retry_after_seconds: 60 });
    t.clock.advance(61);
    expectError(await browser.patch('/api/my/user/any', { state: 'NY' }), 403, 'forbidden');
  });
});
