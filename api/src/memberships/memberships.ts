/**
 * Memberships a user holds (current when `valid_from <= now < valid_to`), the member's own
 * memberships with their level and members (`GET my/membership`), cancelling auto-renew, and
 * the membership rules of a seller (spec 03 §3, §7).
 */
import type { ApiList, ApiMembership, ApiMembershipRule, ApiMyMembership } from '@storefront/shared/wire';
import type { Db, Executor } from '../infra/db/client';
import {
  cancelScheduledAutoRenew,
  findLevelsOfGroups,
  findMemberTickets,
  findMyMemberships,
  findOwnedOrderMembership,
  findOwnScanCode,
  findTicketTypesByIds,
  findTicketTypesOfGroups,
  listMembershipRules,
  sellerMembershipsOf,
} from './memberships-repository';
import type { MembershipRow } from '../infra/db/schema';
import { findSeller } from '../catalog/catalog-repository';
import { isUuid } from '../lib/ids';
import { AuthError, MembershipError, NotFoundError, SellerError } from '../lib/errors';
import { isCurrent, renewableFrom } from './membership-terms';
import { MEMBERSHIP_QR_MARGIN, qrCodePng } from '../lib/qr-code';
import { groupStates } from '../catalog/ticket-groups';
import { ownedIdentityIds, type Caller } from '../accounts/web-session';
import { toApiMembership, toApiMembershipProgram, toApiMembershipRole, toApiMembershipRule, toApiTicketGroup, toApiTicketType } from '../catalog/views';

export { membershipsOf } from './memberships-repository';

/** The user's memberships of this seller's programs valid at `now`: a membership is one seller's. */
export async function currentMemberships(
  executor: Executor,
  userId: string | null | undefined,
  now: Date,
  sellerId: string,
): Promise<MembershipRow[]> {
  if (!userId) return [];
  return (await sellerMembershipsOf(executor, userId, sellerId)).filter((m) => isCurrent(m, now));
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
    const rows = await findMyMemberships(this.db, caller.userId, sellerSlug);
    if (rows.length === 0) return [];
    const orderIds = rows.flatMap((r) => (r.order ? [r.order.id] : []));
    const members =
      orderIds.length === 0
        ? []
        : await findMemberTickets(this.db, orderIds);
    const groups = [...new Map(rows.map((r) => [r.group.id, r.group])).values()];
    const types = await findTicketTypesOfGroups(this.db, groups.map((g) => g.id));
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
    const row = await findOwnedOrderMembership(this.db, orderId, owners);
    if (!row) throw membershipNotFound();
    const updated = await cancelScheduledAutoRenew(this.db, row.membership.id);
    if (!updated) {
      throw new MembershipError('auto_renew_not_scheduled', { extra: { auto_renew_state: row.membership.autoRenewState } });
    }
    return toApiMembership(updated);
  }

  /** `GET membership/{id}/qrcode`: the signed-in member's own membership card code (margin 2). */
  async qrCode(caller: Caller | null, id: string): Promise<Buffer> {
    if (!caller?.userId || !isUuid(id)) throw membershipNotFound();
    const row = await findOwnScanCode(this.db, id, caller.userId);
    if (!row) throw membershipNotFound();
    return qrCodePng(row.scanCode, MEMBERSHIP_QR_MARGIN);
  }

  async rules(sellerId: string, options: { embedType: boolean; embedRole: boolean; limit: number }): Promise<ApiList<ApiMembershipRule>> {
    if (!(await findSeller(this.db, sellerId))) throw new SellerError('not_found');
    const rows = await listMembershipRules(this.db, sellerId, options.limit);
    const typeIds = [...new Set(rows.map((r) => r.ticketTypeId))];
    const types =
      options.embedType && typeIds.length > 0
        ? new Map(
            (await findTicketTypesByIds(this.db, typeIds)).map((t) => [t.id, t]),
          )
        : new Map();
    const groupIds = [...new Set(rows.map((r) => r.ticketGroupId))];
    const levels =
      options.embedRole && groupIds.length > 0
        ? new Map(
            (await findLevelsOfGroups(this.db, groupIds)).map((l) => [
              l.ticketGroupId,
              l,
            ]),
          )
        : new Map();
    return { data: rows.map((row) => toApiMembershipRule(row, types.get(row.ticketTypeId), levels.get(row.ticketGroupId))) };
  }
}
