/**
 * Memberships a user holds (current when `valid_from <= now < valid_to`) and the
 * membership rules of a seller (spec 03 §3).
 */
import type { ApiList, ApiMembershipRule } from '@storefront/shared/wire';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { membershipRules, memberships, ticketTypes, type MembershipRow } from '../db/schema';
import { findSeller } from './catalog';
import { isUuid } from './ids';
import { NotFoundError, SellerError } from './errors';
import { MEMBERSHIP_QR_MARGIN, qrCodePng } from './qr-code';
import type { Caller } from './web-session';
import { toApiMembershipRule } from './views';

export async function membershipsOf(executor: Executor, userId: string | null | undefined): Promise<MembershipRow[]> {
  if (!userId) return [];
  return executor
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.validFrom), asc(memberships.id));
}

export function isCurrent(membership: MembershipRow, now: Date): boolean {
  return membership.validFrom.getTime() <= now.getTime() && now.getTime() < membership.validTo.getTime();
}

export async function currentMemberships(
  executor: Executor,
  userId: string | null | undefined,
  now: Date,
): Promise<MembershipRow[]> {
  return (await membershipsOf(executor, userId)).filter((m) => isCurrent(m, now));
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
  constructor(private readonly db: Db) {}

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

  async rules(sellerId: string, options: { embedType: boolean; limit: number }): Promise<ApiList<ApiMembershipRule>> {
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
    return { data: rows.map((row) => toApiMembershipRule(row, types.get(row.ticketTypeId))) };
  }
}
