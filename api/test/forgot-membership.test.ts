import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../src/infra/db/schema';
import type { MailboxMessageJson } from '../src/mail/mailbox-json';
import { addMember, type Fixture } from './fixtures';
import { Browser, buildTestApp, databaseKinds, expectError, useFixtureApp, type TestApp } from './helper';

async function inbox(app: FastifyInstance, address: string): Promise<MailboxMessageJson[]> {
  await app.forgotMembership.settled();
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox/messages?to=${encodeURIComponent(address)}` });
  return (JSON.parse(res.body) as { data: MailboxMessageJson[] }).data;
}

async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Ada's memberships: two at the museum (New York), one at the zoo (London). The test clock starts 2030-06-14. */
async function giveAdaMemberships(app: FastifyInstance, f: Fixture): Promise<void> {
  const userId = await userIdOf(app, f.member.email);
  const membership = (scanCode: string, levelName: string, validTo: string, event: { id: string; groupId: string }) => ({
    userId,
    scanCode,
    levelName,
    validFrom: new Date('2029-01-01T00:00:00Z'),
    validTo: new Date(validTo),
    autoRenewState: 'none' as const,
    eventTemplateId: event.id,
    ticketGroupId: event.groupId,
  });
  await app.db.insert(memberships).values([
    // 03:00Z on June 15 is still June 14 in New York, and already June 15 in London.
    membership('CMA-200001', 'Family', '2031-06-15T03:00:00Z', f.event),
    // A second museum program (one membership per user and program, migration 015).
    membership('CMA-199001', 'Individual', '2029-12-31T12:00:00Z', { id: f.free.id, groupId: f.event.groupId }),
    membership('ZOO-300001', 'Zoo Friend', '2031-06-15T03:00:00Z', { id: f.other.eventId, groupId: f.event.groupId }),
  ]);
}

describe.each(databaseKinds)('forgot membership (%s)', (kind) => {
  const t = useFixtureApp(kind, { mail: { from: 'members@museum.example' } });
  beforeAll(async () => {
    await giveAdaMemberships(t.app, t.f);
    await addMember(t.app, { first_name: 'Nora', last_name: 'None', email: 'no-membership@example.com', password: 'Member-Pass-1' });
  });
  beforeEach(() => t.app.devMailbox?.clear());

  it('204, then one e-mail per seller with the member IDs, levels and valid-to dates in the seller’s time zone', async () => {
    const reply = await new Browser(t.app).post('/api/forgot_membership', { email: 'ADA@example.com' });
    expect(reply.status).toBe(204);
    expect(reply.body).toBeUndefined();

    const mails = await inbox(t.app, t.f.member.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Your Test Museum membership IDs', 'Your Test Zoo membership ID']);
    const museum = mails.find((m) => m.subject === 'Your Test Museum membership IDs');
    const zoo = mails.find((m) => m.subject === 'Your Test Zoo membership ID');
    if (!museum?.html || !zoo?.html) throw new Error('mails missing');
    expect(museum.from).toBe('"Test Museum" <members@museum.example>');
    expect(museum.text).toBe(
      [
        'Hi Ada,',
        'You asked for your Test Museum membership details. Use your member ID to log in or show it at the entrance.',
        'Member ID: CMA-200001\nLevel: Family\nValid until Sat, June 14 2031',
        'Member ID: CMA-199001\nLevel: Individual\nExpired on Mon, December 31 2029',
        'If you did not ask for this e-mail, you can ignore it.',
        'Test Museum',
      ].join('\n\n'),
    );
    expect(museum.html).toContain('<html lang="en">');
    expect(museum.html).toContain('<code>CMA-200001</code></td><td style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:left">Family</td>');
    expect(museum.html).toContain('Valid until Sat, June 14 2031');
    expect(museum.html).not.toContain('ZOO-300001');
    expect(zoo.from).toBe('"Test Zoo" <members@museum.example>');
    expect(zoo.text).toContain('Member ID: ZOO-300001\nLevel: Zoo Friend\nValid until Sun, June 15 2031');
    expect(zoo.text).not.toContain('CMA-');
  });

  it('the same 204 for an unknown e-mail and for an account without memberships, and no mail', async () => {
    const known = await new Browser(t.app).post('/api/forgot_membership', { email: t.f.member.email });
    for (const email of ['nobody@example.com', 'no-membership@example.com']) {
      const reply = await new Browser(t.app).post('/api/forgot_membership', { email });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: known.status, body: known.body });
      expect(Object.keys(reply.headers).sort()).toEqual(Object.keys(known.headers).sort());
      expect(await inbox(t.app, email)).toEqual([]);
    }
  });

  it.each([
    ['no e-mail', {}],
    ['an invalid e-mail', { email: 'ada' }],
    ['an e-mail without a domain dot', { email: 'ada@localhost' }],
    ['a 255-character e-mail', { email: `${'a'.repeat(243)}@example.com` }],
    ['an unknown field', { email: 'ada@example.com', scan_code: 'CMA-200001' }],
  ])('400 validation_failed for %s', async (_case, body) => {
    expectError(await new Browser(t.app).post('/api/forgot_membership', body), 400, 'validation_failed', 'membership');
  });
});

describe.each(databaseKinds)('forgot membership: rate limit (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { rateLimits: { enabled: true, rules: { forgotMembership: { max: 2, windowMs: 15 * 60_000 } } } });
  });
  afterAll(() => t.close());

  it('counts per address and e-mail: the third request for one e-mail is 429 too_many_requests; another e-mail still passes', async () => {
    const ask = (email: string) => new Browser(t.app).post('/api/forgot_membership', { email });
    expect((await ask('ada@example.com')).status).toBe(204);
    expect((await ask('ADA@example.com')).status).toBe(204);
    const limited = await ask('ada@example.com');
    expect(expectError(limited, 429, 'too_many_requests', 'membership')._extra).toEqual({ retry_after_seconds: 900 });
    expect(limited.headers['retry-after']).toBe('900');
    expect((await ask('grace@example.com')).status).toBe(204);
  });
});
