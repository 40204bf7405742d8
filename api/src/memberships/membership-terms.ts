/**
 * A membership's term: whether it is current and when its renewal opens. Shared by reading
 * memberships and by buying one, so neither imports the other.
 */
import type { MembershipProgramRow, MembershipRow } from '../infra/db/schema';
import { addZonedDays } from '../lib/zoned-time';

export function isCurrent(membership: MembershipRow, now: Date): boolean {
  return membership.validFrom.getTime() <= now.getTime() && now.getTime() < membership.validTo.getTime();
}

/** When renewal opens (spec 03 §4 Renewal): the program's window before the end, in the seller's days. */
export function renewableFrom(validTo: Date, program: Pick<MembershipProgramRow, 'renewalWindowDays'>, timezone: string): Date {
  return addZonedDays(validTo, -program.renewalWindowDays, timezone);
}
