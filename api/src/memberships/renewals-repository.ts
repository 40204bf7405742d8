/**
 * The auto-renewal job's SQL (ADR 0036): memberships enrolled in auto-renew that end soon, the
 * member and seller they belong to, and `membership_renewals`, one row per membership and
 * period, inserted to claim it.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { eventTemplates, identities, membershipRenewals, memberships, sellers, users, type MembershipRow } from '../infra/db/schema';
import { sellerSenderColumns } from '../mail/mail-repository';

/** Scheduled auto-renewals of memberships still running at `now` whose current period has no renewal row yet. */
export async function findScheduledRenewals(db: Db, now: Date): Promise<MembershipRow[]> {
  const rows = await db
    .select({ membership: memberships })
    .from(memberships)
    .leftJoin(
      membershipRenewals,
      and(eq(membershipRenewals.membershipId, memberships.id), eq(membershipRenewals.periodEnd, memberships.validTo)),
    )
    .where(and(eq(memberships.autoRenewState, 'scheduled'), gt(memberships.validTo, now), isNull(membershipRenewals.membershipId)))
    .orderBy(memberships.validTo);
  return rows.map((row) => row.membership);
}

/** The membership's member (account and first name) and its seller, for the renewal and its e-mail. */
export async function findRenewalContact(db: Db, membership: MembershipRow) {
  const [row] = await db
    .select({ user: users, firstName: identities.firstName, ...sellerSenderColumns })
    .from(users)
    .innerJoin(identities, eq(identities.id, users.identityId))
    .innerJoin(eventTemplates, eq(eventTemplates.id, membership.eventTemplateId))
    .innerJoin(sellers, eq(sellers.id, eventTemplates.sellerId))
    .where(eq(users.id, membership.userId));
  return row;
}

/** Claims the renewal of one period: true for the one caller whose insert made the row. */
export async function claimRenewal(db: Db, membershipId: string, periodEnd: Date, now: Date): Promise<boolean> {
  const rows = await db
    .insert(membershipRenewals)
    .values({ membershipId, periodEnd, state: 'charging', attemptedAt: now })
    .onConflictDoNothing()
    .returning({ membershipId: membershipRenewals.membershipId });
  return rows.length > 0;
}

export async function finishRenewal(
  db: Db,
  membershipId: string,
  periodEnd: Date,
  outcome: { state: 'renewed' | 'failed'; cartId: string | null; reason: string | null },
): Promise<void> {
  await db
    .update(membershipRenewals)
    .set(outcome)
    .where(and(eq(membershipRenewals.membershipId, membershipId), eq(membershipRenewals.periodEnd, periodEnd)));
}

export async function findMembershipValidTo(db: Db, membershipId: string): Promise<{ validTo: Date } | undefined> {
  const [row] = await db.select({ validTo: memberships.validTo }).from(memberships).where(eq(memberships.id, membershipId));
  return row;
}
