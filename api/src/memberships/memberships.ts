/**
 * Memberships a user holds (current when `valid_from <= now < valid_to`), the member's own
 * memberships with their level and members (`GET my/membership`), cancelling auto-renew, and
 * the membership rules of a seller (spec 03 §3, §7).
 */
import type { ApiList, ApiMembership, ApiMembershipRule, ApiMyMembership } from '@storefront/shared/wire';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Executor } from '../infra/db/client';
import {
  carts,
  eventTemplates,
  identities,
  membershipLevels,
  membershipPrograms,
  membershipRules,
  memberships,
  sellers,
  ticketGroups,
  ticketOrders,
  tickets,
  ticketTypes,
  users,
  type MembershipRow,
} from '../infra/db/schema';
import { findSeller } from '../catalog/catalog';
import { isUuid } from '../lib/ids';
import { AuthError, MembershipError, NotFoundError, SellerError } from '../lib/errors';
import { isCurrent, renewableFrom } from './membership-terms';
import { MEMBERSHIP_QR_MARGIN, qrCodePng } from '../lib/qr-code';
import { groupStates } from '../catalog/ticket-groups';
import { ownedIdentityIds, type Caller } from '../accounts/web-session';
import { toApiMembership, toApiMembershipProgram, toApiMembershipRole, toApiMembershipRule, toApiTicketGroup, toApiTicketType } from '../catalog/views';

/** The user's memberships; with `sellerSlug` (the storefront's seller) that seller's only. */
export async function membershipsOf(executor: Executor, userId: string | null | undefined, sellerSlug?: string): Promise<MembershipRow[]> {
  if (!userId) return [];
  const rows = await executor
    .select({ membership: memberships })
    .from(memberships)
    .innerJoin(eventTemplates, eq(eventTemplates.id, memberships.eventTemplateId))
    .innerJoin(sellers, eq(sellers.id, eventTemplates.sellerId))
    .where(and(eq(memberships.userId, userId), sellerSlug ? eq(sellers.slug, sellerSlug) : undefined))
    .orderBy(asc(memberships.validFrom), asc(memberships.id));
  return rows.map((r) => r.membership);
}

/** The user's memberships of this seller's programs valid at `now`: a membership is one seller's. */
export async function currentMemberships(
  executor: Executor,
  userId: string | null | undefined,
  now: Date,
  sellerId: string,
): Promise<MembershipRow[]> {
  if (!userId) return [];
  const rows = await executor
    .select({ membership: memberships })
    .from(memberships)
    .innerJoin(eventTemplates, eq(eventTemplates.id, memberships.eventTemplateId))
    .where(and(eq(memberships.userId, userId), eq(eventTemplates.sellerId, sellerId)))
    .orderBy(asc(memberships.validFrom), asc(memberships.id));
  return rows.map((r) => r.membership).filter((m) => isCurrent(m, now));
}

/** Member tickets allowed per event: the most generous current membership; null = no limit. */
export function memberEventLimit(current: MembershipRow[]): number | null {
  if (current.length === 0) return 0;
  if (current.some((m) => m.memberEventPurchaseLimit === null)) return null;
  return Math.max(...current.map((m) => m.memberEventPurchaseLimit ?? 0));
}

/** Unknown and not-yours answer the same, so a membership id reveals nothing about other people. */
const membershipNotFound = () => new NotFoundError('not_found', { context: 'membership', description: 'Membership not found' });

export class MembershipService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * `GET my/membership`: every membership of the signed-in user, the latest ending first, with
   * its level and program, the member's identity, the members (the booked tickets of the order
   * that last bought or renewed it) and that order, the level's group and types, and the event.
   * A membership without a level (older than levels) has no role to show and is left out.
   */
  /** `sellerSlug`: the storefront's seller (its header) — a member sees that seller's memberships there. */
  async mine(caller: Caller | null, sellerSlug?: string): Promise<ApiMyMembership[]> {
    if (!caller?.userId) throw new AuthError('not_authenticated', { context: 'user' });
    const rows = await this.db
      .select({
        membership: memberships,
        level: membershipLevels,
        program: membershipPrograms,
        timezone: sellers.timezone,
        group: ticketGroups,
        event: { id: eventTemplates.id, name: eventTemplates.name },
        identity: { id: identities.id, email: identities.email, first_name: identities.firstName, last_name: identities.lastName },
        order: { id: ticketOrders.id, order_number: ticketOrders.orderNumber },
      })
      .from(memberships)
      .innerJoin(membershipLevels, eq(membershipLevels.id, memberships.levelId))
      .innerJoin(membershipPrograms, eq(membershipPrograms.id, membershipLevels.programId))
      .innerJoin(sellers, eq(sellers.id, membershipPrograms.sellerId))
      .innerJoin(ticketGroups, eq(ticketGroups.id, membershipLevels.ticketGroupId))
      .innerJoin(eventTemplates, eq(eventTemplates.id, memberships.eventTemplateId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(identities, eq(identities.id, users.identityId))
      .leftJoin(ticketOrders, eq(ticketOrders.id, memberships.ticketOrderId))
      .where(and(eq(memberships.userId, caller.userId), sellerSlug ? eq(sellers.slug, sellerSlug) : undefined))
      .orderBy(desc(memberships.validTo), asc(memberships.id));
    if (rows.length === 0) return [];
    const orderIds = rows.flatMap((r) => (r.order ? [r.order.id] : []));
    const members =
      orderIds.length === 0
        ? []
        : await this.db
            .select()
            .from(tickets)
            .where(and(inArray(tickets.ticketOrderId, orderIds), notInArray(tickets.state, ['cancelled', 'unbooked'])))
            .orderBy(asc(tickets.entrySeq));
    const groups = [...new Map(rows.map((r) => [r.group.id, r.group])).values()];
    const types = await this.db
      .select()
      .from(ticketTypes)
      .where(inArray(ticketTypes.ticketGroupId, groups.map((g) => g.id)))
      .orderBy(asc(ticketTypes.rank), asc(ticketTypes.id));
    const states = await groupStates(this.db, this.now(), groups);
    return rows.map((r) => {
      const state = states.get(r.group.id);
      return {
        ...toApiMembership(r.membership),
        role: { ...toApiMembershipRole(r.level), membership_program: toApiMembershipProgram(r.program) },
        renewable_from: renewableFrom(r.membership.validTo, r.program, r.timezone).toISOString(),
        identity: r.identity,
        ticket: members
          .filter((t) => r.order && t.ticketOrderId === r.order.id)
          .map((t) => ({
            id: t.id,
            admit_name: t.admitName,
            admit_email: t.admitEmail,
            ticket_type_id: t.ticketTypeId,
            valid_to: t.validTo ? t.validTo.toISOString() : null,
          })),
        ticket_order: r.order,
        ticket_type: types.filter((t) => t.ticketGroupId === r.group.id).map((t) => toApiTicketType(t)),
        ticket_group: state ? toApiTicketGroup(r.group, state) : null,
        event_template: r.event,
      };
    });
  }

  /**
   * `DELETE ticket_order/{id}/auto_renew`: the membership the caller's own order bought or
   * last renewed stops renewing; 409 `auto_renew_not_scheduled` unless it was scheduled.
   * Someone else's order, an unknown one and one that bought no membership answer 404 alike.
   */
  async cancelAutoRenew(caller: Caller | null, orderId: string): Promise<ApiMembership> {
    const owners = ownedIdentityIds(caller);
    if (owners.length === 0 || !isUuid(orderId)) throw membershipNotFound();
    const [row] = await this.db
      .select({ membership: memberships })
      .from(memberships)
      .innerJoin(ticketOrders, eq(ticketOrders.id, memberships.ticketOrderId))
      .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
      .where(and(eq(ticketOrders.id, orderId), inArray(carts.identityId, owners)));
    if (!row) throw membershipNotFound();
    const [updated] = await this.db
      .update(memberships)
      .set({ autoRenewState: 'cancelled' })
      .where(and(eq(memberships.id, row.membership.id), eq(memberships.autoRenewState, 'scheduled')))
      .returning();
    if (!updated) {
      throw new MembershipError('auto_renew_not_scheduled', { extra: { auto_renew_state: row.membership.autoRenewState } });
    }
    return toApiMembership(updated);
  }

  /** `GET membership/{id}/qrcode`: the signed-in member's own membership card code (margin 2). */
  async qrCode(caller: Caller | null, id: string): Promise<Buffer> {
    if (!caller?.userId || !isUuid(id)) throw membershipNotFound();
    const [row] = await this.db
      .select({ scanCode: memberships.scanCode })
      .from(memberships)
      .where(and(eq(memberships.id, id), eq(memberships.userId, caller.userId)));
    if (!row) throw membershipNotFound();
    return qrCodePng(row.scanCode, MEMBERSHIP_QR_MARGIN);
  }

  async rules(sellerId: string, options: { embedType: boolean; embedRole: boolean; limit: number }): Promise<ApiList<ApiMembershipRule>> {
    if (!(await findSeller(this.db, sellerId))) throw new SellerError('not_found');
    const rows = await this.db
      .select()
      .from(membershipRules)
      .where(and(eq(membershipRules.sellerId, sellerId)))
      .orderBy(asc(membershipRules.rank), asc(membershipRules.partyRole), asc(membershipRules.id))
      .limit(options.limit);
    const typeIds = [...new Set(rows.map((r) => r.ticketTypeId))];
    const types =
      options.embedType && typeIds.length > 0
        ? new Map(
            (await this.db.select().from(ticketTypes).where(inArray(ticketTypes.id, typeIds))).map((t) => [t.id, t]),
          )
        : new Map();
    const groupIds = [...new Set(rows.map((r) => r.ticketGroupId))];
    const levels =
      options.embedRole && groupIds.length > 0
        ? new Map(
            (await this.db.select().from(membershipLevels).where(inArray(membershipLevels.ticketGroupId, groupIds))).map((l) => [
              l.ticketGroupId,
              l,
            ]),
          )
        : new Map();
    return { data: rows.map((row) => toApiMembershipRule(row, types.get(row.ticketTypeId), levels.get(row.ticketGroupId))) };
  }
}
