/** Members for the sign-in tests: one with a password, ZIP code and member ID, one without a password. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { memberships, users } from '../src/infra/db/schema';
import { addMember, type Fixture } from './fixtures';
import { useFixtureApp, type DatabaseKind } from './helper';

export interface SignInMembers {
  /** Has a password, ZIP 10001 and member ID CMA-200001. */
  member: { email: string; password: string; lastName: string; zip: string; scanCode: string };
  /** No password; member ID CMA-200002. */
  noPassword: { email: string; scanCode: string };
}

export async function createSignInMembers(app: FastifyInstance, f: Fixture): Promise<SignInMembers> {
  const member = { email: 'grace@example.com', password: 'Member-Pass-9', lastName: 'Hopper', zip: '10001', scanCode: 'CMA-200001' };
  const noPassword = { email: 'alan@example.com', scanCode: 'CMA-200002' };
  const withMembership = async (userId: string, scanCode: string) =>
    app.db.insert(memberships).values({
      userId,
      scanCode,
      levelName: 'Individual',
      validFrom: new Date('2030-01-01T00:00:00Z'),
      validTo: new Date('2031-01-01T00:00:00Z'),
      autoRenewState: 'none',
      memberEventPurchaseLimit: null,
      eventTemplateId: f.event.id,
      ticketGroupId: f.event.groupId,
    });
  await withMembership(
    await addMember(app, { first_name: 'Grace', last_name: member.lastName, email: member.email, password: member.password, zip_code: member.zip }),
    member.scanCode,
  );
  await withMembership(await addMember(app, { first_name: 'Alan', last_name: 'Turing', email: noPassword.email, password: null }), noPassword.scanCode);
  return { member, noPassword };
}

/** Empties the sign-in tables between tests (the shared helper clears sessions and failures). */
export async function clearSignIns(app: FastifyInstance): Promise<void> {
  await app.signInMails.drain();
  await app.db.execute(sql`TRUNCATE one_time_codes, password_reset_tokens`);
  app.devMailbox?.clear();
}

/** The mails to `to`, newest first, once the mails under way were sent (the mailbox stores before it answers). */
export async function mailsTo(app: FastifyInstance, to: string) {
  await app.signInMails.drain();
  return app.devMailbox?.list(to) ?? [];
}

export async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`);
  if (!row) throw new Error(`${email} missing`);
  return row.id;
}

/**
 * The fixture app with the sign-in members (filled in before the tests run) and the sign-in
 * tables emptied before each test.
 */
export function useSignInApp(kind: DatabaseKind): { t: ReturnType<typeof useFixtureApp>; people: SignInMembers } {
  const t = useFixtureApp(kind);
  const people = {} as SignInMembers;
  beforeAll(async () => {
    Object.assign(people, await createSignInMembers(t.app, t.f));
  });
  beforeEach(async () => {
    await clearSignIns(t.app);
  });
  return { t, people };
}
