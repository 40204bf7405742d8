/**
 * CityPASS vouchers (spec 01 §5 "CityPASS voucher", §8 `invalid_citypass`, `code_exhausted`,
 * `citypass_failure`): one code per ticket, normalised and matched to the seller's adult or
 * child pattern; a code whose ticket is still held or booked cannot be used again.
 */
import type { ApiCartModifyBody } from '@storefront/shared/wire';
import type { Executor } from '../infra/db/client';
import { freeCitypassCodes, insertCitypassClaims } from './catalog-repository';
import { ReservationError } from '../lib/errors';
import type { PlannedTicket } from '../cart/reservation';

export interface CitypassCodeGroups {
  adult_regexp: string;
  child_regexp: string;
  child_ticket_type_keywords?: string[];
}

/** Spec 01 §5, word for word. */
export const CITYPASS_MISMATCH = 'Does not match the expected format. Please check your CityPASS code.';

/** Trimmed, upper-case, without spaces and dashes (the same rule as the storefront's). */
export function normaliseCitypassCode(code: string): string {
  return code.trim().toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether the type takes a child voucher: its name contains a child keyword (default 'child'). */
export function isChildType(typeName: string, groups: CitypassCodeGroups): boolean {
  const keywords = groups.child_ticket_type_keywords?.length ? groups.child_ticket_type_keywords : ['child'];
  const name = typeName.toLowerCase();
  return keywords.some((k) => k.trim() !== '' && name.includes(k.trim().toLowerCase()));
}

function codeGroupsOf(web: Record<string, unknown>): { adult: RegExp; child: RegExp; groups: CitypassCodeGroups } {
  const groups = web.citypass_code_groups as CitypassCodeGroups | undefined;
  const failure = () => new ReservationError('citypass_failure', { context: 'citypass' });
  if (!groups || typeof groups.adult_regexp !== 'string' || typeof groups.child_regexp !== 'string') throw failure();
  try {
    return { adult: new RegExp(groups.adult_regexp), child: new RegExp(groups.child_regexp), groups };
  } catch {
    throw failure();
  }
}

/**
 * Checks `apply_code_before` with `handler: 'citypass'` against the planned tickets (one code
 * per ticket, in ticket order); answers the normalised codes, one per planned ticket.
 */
export function checkCitypassCodes(
  planned: PlannedTicket[],
  part: NonNullable<ApiCartModifyBody['apply_code_before']>,
  sellerWeb: Record<string, unknown>,
): string[] {
  const invalid = (description: string, field: string) =>
    new ReservationError('validation_failed', { context: 'citypass', description, extra: { field } });
  const visit = part.handler_data?.visit_datetime;
  if (!visit || Number.isNaN(Date.parse(visit))) {
    throw invalid('The visit date and time of the CityPASS reservation is required.', 'handler_data.visit_datetime');
  }
  if (part.codes.length !== planned.length) {
    throw invalid('Please enter one CityPASS code for each ticket.', 'codes');
  }
  const { adult, child, groups } = codeGroupsOf(sellerWeb);
  const codes = part.codes.map(normaliseCitypassCode);
  const seen = new Set<string>();
  codes.forEach((code, index) => {
    const pattern = isChildType(planned[index]!.item.type.name, groups) ? child : adult;
    if (!pattern.test(code)) {
      throw new ReservationError('invalid_citypass', { context: 'citypass', description: CITYPASS_MISMATCH, extra: { code } });
    }
    if (seen.has(code)) throw new ReservationError('code_exhausted', { context: 'citypass', extra: { code } });
    seen.add(code);
  });
  return codes;
}

/**
 * Records the codes against their new tickets, inside the reservation's transaction. Codes
 * held by tickets no longer held or booked (an expired or discarded cart) are freed first; a
 * code still in use is `code_exhausted` (the unique index makes a concurrent claim wait and lose).
 */
export async function claimCitypassCodes(
  tx: Executor,
  sellerId: string,
  claims: { code: string; ticketId: string }[],
  now: Date,
): Promise<void> {
  if (claims.length === 0) return;
  await freeCitypassCodes(tx, sellerId, claims, now);
  const claimed = await insertCitypassClaims(tx, sellerId, claims);
  const taken = claims.find((c) => !claimed.some((r) => r.code === c.code));
  if (taken) throw new ReservationError('code_exhausted', { context: 'citypass', extra: { code: taken.code } });
}
