import { ApiError, EventNotFoundError, giftCodeProblem, type EventDetail, type RootStore } from '@storefront/shared';
import { GIFT_CODE_MESSAGES } from '@storefront/shared/validation';

export const NO_MEMBERSHIPS_TO_REDEEM = 'There are no memberships available to redeem right now.';

/** What a gift code leads to: a message on the code field, no membership to redeem, or the form with the code's levels. */
export type Redemption =
  | { kind: 'refused'; message: string }
  | { kind: 'no-memberships' }
  | { kind: 'ready'; code: string; event: EventDetail; levelGroupIds: string[] };

const REFUSALS = { expired: GIFT_CODE_MESSAGES.expired, exhausted: GIFT_CODE_MESSAGES.redeemed } as const;

/**
 * Spec 03 §2.8, §5, §8: looks the code up (unknown: 'You must enter a valid code'; outside its
 * validity: 'This code has expired'; used: 'This code has already been redeemed'), then reads
 * the membership event with the code's level; a code that leads to a level on sale is
 * remembered for the purchase. Other API failures reject.
 */
export async function redeemGiftCode({ api, membership }: Pick<RootStore, 'api' | 'membership'>, code: string, now = new Date()): Promise<Redemption> {
  let lookup;
  try {
    lookup = await membership.lookupGiftCode(code);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.is('code_not_found'))) return { kind: 'refused', message: GIFT_CODE_MESSAGES.invalid };
    throw e;
  }
  const problem = giftCodeProblem(lookup, now);
  if (problem) return { kind: 'refused', message: REFUSALS[problem] };
  const levelGroupId = lookup.level.ticketGroupId;
  let event: EventDetail;
  try {
    event = await api.events.getEvent(lookup.eventId, { ticketGroupIds: [levelGroupId] });
  } catch (e) {
    if (e instanceof EventNotFoundError) return { kind: 'no-memberships' };
    throw e;
  }
  // The form shows these levels, at most 3 of them (spec 03 §9): a code gives one.
  const levelGroupIds = event.ticketGroups
    .filter((group) => group.handler === 'membership' && group.id === levelGroupId && group.available)
    .map((group) => group.id);
  if (levelGroupIds.length === 0) return { kind: 'no-memberships' };
  membership.setRedeemCode(lookup.code);
  return { kind: 'ready', code: lookup.code, event, levelGroupIds };
}
