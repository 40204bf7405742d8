/**
 * Buying a membership (spec 03 §4, §5; ADR 0021). A level is a ticket group of the membership
 * event; reserving its tickets is checked against the level's membership rules, one level per
 * program in a cart and the renewal window. Completing the order creates the member's
 * membership of the program or extends it, keeping its member ID.
 */
import { randomInt } from 'node:crypto';
import type { Executor, Tx } from '../infra/db/client';
import type {
  CartRow,
  MembershipLevelRow,
  MembershipProgramRow,
  MembershipRuleRow,
  TicketGroupRow,
  TicketRow,
} from '../infra/db/schema';
import { createMember } from '../accounts/members';
import { ReservationError } from '../lib/errors';
import { issueGiftCodes, redeemGiftCode } from '../gifts/gift-codes';
import { isCurrent, renewableFrom } from './membership-terms';
import { addIsoDuration, type PlannedTicket } from '../cart/reservation';
import type { Caller } from '../accounts/web-session';
import {
  findBookedMemberTickets,
  findIdentity,
  findLevelContexts,
  findProgramMembership,
  findRulesOfGroups,
  findSellerName,
  findSellerTimezone,
  findUserIdByEmail,
  findUserIdOfIdentity,
  insertMembership,
  lockMemberships,
  setTicketsValidTo,
  updateMembership,
} from './memberships-repository';

/** A level with its program and its ticket group. */
export interface LevelContext {
  level: MembershipLevelRow;
  program: MembershipProgramRow;
  group: TicketGroupRow;
}

/** The levels among the ticket groups `groupIds`, by group id. */
export async function levelsOfGroups(executor: Executor, groupIds: string[]): Promise<Map<string, LevelContext>> {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return new Map();
  const rows = await findLevelContexts(executor, ids);
  return new Map(rows.map((row) => [row.level.ticketGroupId, row]));
}

/** A negative max means 10, named or not (spec 03 §3; spec 01 §9 "Unlimited named ticket max defaults to 10"). */
const UNLIMITED_ROLE_MAX = 10;

export function roleMax(rule: Pick<MembershipRuleRow, 'max'>): number {
  return rule.max < 0 ? UNLIMITED_ROLE_MAX : rule.max;
}

/** 'June 15, 2030' ('MMMM D, YYYY') in the zone. */
function longDate(instant: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: timezone, month: 'long', day: 'numeric', year: 'numeric' }).format(instant);
}

const membershipInvalid = (description: string, extra: Record<string, unknown>) =>
  new ReservationError('validation_failed', { context: 'membership', description, extra });

/**
 * Reserve-time checks of membership level tickets, in the reservation transaction: the
 * level's membership rules over the planned and live tickets of the level, one level per
 * program in the cart, and (unless a gift) the renewal window of the caller's current
 * membership of the program.
 */
export async function checkMembershipPurchase(
  tx: Tx,
  caller: Caller,
  cart: CartRow,
  live: TicketRow[],
  planned: PlannedTicket[],
  now: Date,
  { gift, redeeming }: { gift: boolean; redeeming: boolean },
): Promise<void> {
  const plannedGroupIds = planned.filter((t) => t.item.group.handler === 'membership').map((t) => t.item.group.id);
  if (plannedGroupIds.length === 0) return;
  const levels = await levelsOfGroups(tx, [...plannedGroupIds, ...live.map((t) => t.ticketGroupId)]);
  const plannedLevels = [...new Set(plannedGroupIds)].flatMap((id) => levels.get(id) ?? []);
  if (plannedLevels.length === 0) return;
  checkOneLevelPerProgram(plannedLevels, [...levels.values()]);
  await checkMembershipRules(tx, plannedLevels, live, planned);
  // A gift is for someone else; a redeemed gift is already paid for and extends a current
  // membership from its end, whenever it is redeemed.
  if (!gift && !redeeming && caller.userId) await checkRenewalWindow(tx, caller.userId, cart.sellerId, plannedLevels, now);
}

/** A cart holds one membership per program: tickets of one level (spec 03 §4 delete-or-checkout). */
function checkOneLevelPerProgram(plannedLevels: LevelContext[], inCart: LevelContext[]): void {
  for (const { level } of plannedLevels) {
    const other = inCart.find((c) => c.level.programId === level.programId && c.level.id !== level.id);
    if (other) {
      throw new ReservationError('membership_in_cart', {
        extra: { membership_program_id: level.programId, role_id: other.level.id, ticket_group_id: other.group.id },
      });
    }
  }
}

/** Counts per party role within min/max, names for named roles, and at least one member (spec 03 §3, §5). */
async function checkMembershipRules(tx: Tx, plannedLevels: LevelContext[], live: TicketRow[], planned: PlannedTicket[]) {
  const rules = await findRulesOfGroups(tx, plannedLevels.map((l) => l.group.id));
  for (const { level, group } of plannedLevels) {
    // One rule per ticket type (the first by rank); a type without a rule is no party role.
    const byType = new Map<string, MembershipRuleRow>();
    for (const rule of rules.filter((r) => r.ticketGroupId === group.id)) {
      if (!byType.has(rule.ticketTypeId)) byType.set(rule.ticketTypeId, rule);
    }
    const newTickets = planned.filter((t) => t.item.group.id === group.id);
    const typeIds = [
      ...live.filter((t) => t.ticketGroupId === group.id).map((t) => t.ticketTypeId),
      ...newTickets.map((t) => t.item.type.id),
    ];
    if (!typeIds.some((id) => byType.has(id))) {
      throw membershipInvalid('At least one member is required to purchase a membership', { role_id: level.id });
    }
    for (const rule of byType.values()) {
      const count = typeIds.filter((id) => id === rule.ticketTypeId).length;
      const max = roleMax(rule);
      const role = rule.partyRole;
      const extra = { role_id: level.id, ticket_type_id: rule.ticketTypeId, party_role: role, min: rule.min, max, requested: count };
      if (count > max) throw membershipInvalid(`${role}: please choose at most ${max} for the ${level.name} membership.`, extra);
      if (count < rule.min) throw membershipInvalid(`${role}: please choose at least ${rule.min} for the ${level.name} membership.`, extra);
      if (rule.named === 'yes' && newTickets.some((t) => t.item.type.id === rule.ticketTypeId && !t.admitName)) {
        throw membershipInvalid(`Please enter the first and last name of each ${role}.`, { ...extra, field: 'admit_name' });
      }
    }
  }
}

/** A current member renews only inside the program's renewal window (spec 03 §4 Renewal). */
async function checkRenewalWindow(tx: Tx, userId: string, sellerId: string, plannedLevels: LevelContext[], now: Date) {
  for (const { program } of plannedLevels) {
    const membership = await findProgramMembership(tx, userId, program.eventTemplateId);
    if (!membership || !isCurrent(membership, now)) continue;
    const seller = await findSellerTimezone(tx, sellerId);
    const timezone = seller?.timezone ?? 'UTC';
    const opens = renewableFrom(membership.validTo, program, timezone);
    if (now.getTime() < opens.getTime()) {
      throw new ReservationError('renewal_not_open', {
        context: 'membership',
        description: `Your membership can be renewed from ${longDate(opens, timezone)}.`,
        extra: { renewable_from: opens.toISOString(), membership_program_id: program.id },
      });
    }
  }
}

/** `from` plus the level's term: its group's `duration_new`, a year when it names none (spec 03 §2.7). */
function addTerm(from: Date, group: TicketGroupRow): Date {
  const to = group.durationNew ? addIsoDuration(from, group.durationNew) : null;
  if (to) return to;
  const year = new Date(from.getTime());
  year.setUTCFullYear(year.getUTCFullYear() + 1);
  return year;
}

/** New member IDs tried before giving up (6 random digits rarely collide). */
const SCAN_CODE_ATTEMPTS = 10;

/**
 * After `bookOrders`, in its transaction: a gift issues its codes; otherwise each booked level
 * creates the member's membership of its program or extends it (from its current end while it
 * lasts, from now once lapsed), keeping the member ID. The member is the purchaser's account,
 * or for a guest the account with the guest's e-mail, else a new one without a password.
 */
export async function completeMembershipOrders(
  tx: Tx,
  cart: CartRow,
  purchaserIdentityId: string,
  orderIds: string[],
  now: Date,
): Promise<void> {
  if (orderIds.length === 0) return;
  // One query for any order: the booked tickets of membership groups, usually none.
  const booked = await findBookedMemberTickets(tx, orderIds);
  if (booked.length === 0) return;
  const levels = await levelsOfGroups(tx, booked.map((t) => t.ticketGroupId));
  if (levels.size === 0) return;
  if (cart.isGift) {
    await issueGiftCodes(tx, cart, orderIds, now);
    return;
  }
  const userId = await memberAccount(tx, purchaserIdentityId);
  // Without an e-mail (a staff-made cart for a walk-in) there is no account to hold it.
  if (!userId) return;
  if (cart.giftCode) await redeemGiftCode(tx, cart, userId, now);
  // The user's concurrent purchases create or extend their memberships one after the other.
  await lockMemberships(tx, userId);
  for (const context of levels.values()) {
    const levelTickets = booked.filter((t) => t.ticketGroupId === context.group.id);
    const orderId = levelTickets[0]?.ticketOrderId ?? null;
    const validTo = await grantMembership(tx, userId, context, orderId, cart.autoRenew, now);
    // The members' tickets last as long as the membership.
    await setTicketsValidTo(tx, levelTickets.map((t) => t.id), validTo);
  }
}

/** The account that receives the membership; null when the purchaser has no e-mail to name one. */
async function memberAccount(tx: Tx, purchaserIdentityId: string): Promise<string | null> {
  const own = await findUserIdOfIdentity(tx, purchaserIdentityId);
  if (own) return own.id;
  const identity = await findIdentity(tx, purchaserIdentityId);
  const email = identity?.email?.trim().toLowerCase();
  if (!identity || !email) return null;
  const existing = await findUserIdByEmail(tx, email);
  if (existing) return existing.id;
  // Signing in with a password then answers guest_account, which mails a set-password link.
  return createMember(tx, { first_name: identity.firstName ?? '', last_name: identity.lastName ?? '', email, passwordHash: null });
}

/** Creates or extends the user's membership of the level's program; answers its new end. */
async function grantMembership(
  tx: Tx,
  userId: string,
  { level, program, group }: LevelContext,
  orderId: string | null,
  autoRenew: boolean,
  now: Date,
): Promise<Date> {
  const fields = {
    levelId: level.id,
    programId: program.id,
    levelName: level.name,
    ticketGroupId: group.id,
    memberEventPurchaseLimit: level.memberEventPurchaseLimit,
    ticketOrderId: orderId,
    autoRenewState: autoRenew && level.autoRenewAvailable ? ('scheduled' as const) : ('none' as const),
  };
  const existing = await findProgramMembership(tx, userId, program.eventTemplateId);
  if (existing) {
    // Still running (renewed inside the window): from its current end. Lapsed: from now.
    const running = now.getTime() < existing.validTo.getTime();
    const validFrom = running ? existing.validFrom : now;
    const validTo = addTerm(running ? existing.validTo : now, group);
    await updateMembership(tx, existing.id, { ...fields, validFrom, validTo });
    return validTo;
  }
  const prefix = await scanCodePrefix(tx, program.sellerId);
  const validTo = addTerm(now, group);
  for (let attempt = 0; attempt < SCAN_CODE_ATTEMPTS; attempt += 1) {
    const created = await insertMembership(tx, { ...fields, userId, eventTemplateId: program.eventTemplateId, scanCode: newScanCode(prefix), validFrom: now, validTo });
    if (created) return validTo;
  }
  throw new Error(`No free member ID with prefix ${prefix}`);
}

/** The member ID's prefix: the initials of the seller's name ('City Museum of Art' → 'CMA'). */
async function scanCodePrefix(tx: Tx, sellerId: string): Promise<string> {
  const seller = await findSellerName(tx, sellerId);
  const initials = (seller?.name ?? '').match(/\b\p{Lu}/gu)?.join('') ?? '';
  return initials || 'M';
}

/** A member ID such as 'CMA-104233' (6 random digits; a collision is retried by the insert). */
function newScanCode(prefix: string): string {
  return `${prefix}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
