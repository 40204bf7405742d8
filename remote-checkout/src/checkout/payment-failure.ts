import { ApiError, inCodeSet, toApiError } from '@storefront/shared';
import { PAYMENT_NOT_SUPPORTED_MESSAGE } from '@storefront/shared/validation';
import { CHECKOUT_MESSAGES as M, WALLET_ZIP_CODES } from './checkout-messages';

/** A card provider refusal met in the browser (Stripe.js), with the provider's code and message. */
export class ProviderFailure extends Error {
  readonly code: string | null;
  constructor(code: string | null | undefined, message: string | null | undefined) {
    super(message || M.defaultDecline);
    this.name = 'ProviderFailure';
    this.code = code ?? null;
  }
}

/** A 402 from pay that is a provider refusal (decline, failed authentication), not a next step. */
export const isProviderRefusal = (e: ApiError) =>
  e.status === 402 && !e.is('intent_requires_action') && !e.is('intent_processing');

/** Spec 02 §8 card provider failure: 'Your card has not been charged.' and the provider's message, the wallet ZIP note, then the edit hint. */
export function providerFailureLines(e: ProviderFailure | ApiError, viaWallet: boolean): string[] {
  const providerMessage = e instanceof ProviderFailure ? e.message : (e.description ?? M.defaultDecline);
  const lines = [`${M.notCharged} ${providerMessage}`];
  if (viaWallet && inCodeSet(WALLET_ZIP_CODES, e.code)) lines.push(M.walletZip);
  lines.push(M.editPaymentDetails);
  return lines;
}

export type FailureKind = 'other_member' | 'captcha' | 'expired' | 'gift_to_self' | 'message';

/** A link shown under a message: where the visitor can go instead. */
export interface MessageLink {
  to: string;
  text: string;
}

/** Spec 02 §8: what the visitor reads for a failure that is not the provider's. */
export function failureLines(e: unknown, isMember: boolean): { kind: FailureKind; lines: string[]; link?: MessageLink } {
  const err = toApiError(e);
  if (err.status === 403 && isMember) return { kind: 'other_member', lines: [M.otherMember] };
  if (err.is('gift_to_self')) return { kind: 'gift_to_self', lines: [M.giftToSelf], link: { to: '/membership', text: M.giftToSelfLink } };
  if (err.is('captcha_required') || err.is('captcha_invalid')) {
    return { kind: 'captcha', lines: [err.description ?? M.validation] };
  }
  if (err.is('cart_expired')) return { kind: 'expired', lines: [err.description ?? 'Cart timed out'] };
  if (err.is('validation_failed')) return { kind: 'message', lines: [M.validation] };
  if (err.is('payment_not_supported')) return { kind: 'message', lines: [err.description ?? PAYMENT_NOT_SUPPORTED_MESSAGE] };
  if (err.status !== null && err.status >= 400 && err.status < 500 && err.description) return { kind: 'message', lines: [err.description] };
  return { kind: 'message', lines: [M.unexpected] };
}
