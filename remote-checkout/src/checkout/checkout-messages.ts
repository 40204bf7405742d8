import { formatDate, formatMoney, type Cart, type CardProviderErrorCode } from '@storefront/shared';

/** The checkout's texts; the quoted ones are spec 02's exact wording. */
export const CHECKOUT_MESSAGES = {
  validation: 'There were errors found in the information you submitted. Please address the errors and re-submit the form.',
  unexpected: 'Sorry, something unexpected happened. Please try again later.',
  notCharged: 'Your card has not been charged.',
  editPaymentDetails: 'Please edit your payment details and try again.',
  defaultDecline: 'Your payment could not be processed.',
  walletZip: 'Please check the ZIP code of the address in your wallet.',
  otherMember: 'This cart belongs to another member',
  stripeUnavailable:
    'Credit card payment can not be processed because Stripe was unable to load. Try disabling any privacy blockers and ad blockers, and reloading the page.',
  termsRequired: 'Please accept the terms and conditions.',
  cardRequired: 'Please enter your card details.',
  unexpectedIntentStatus: (status: string) => `Unexpected payment status: ${status}.`,
  title: 'Checkout',
  giftTitle: (gifteeName: string) => `Pay for your Gift to ${gifteeName}`,
  giftTitleWithoutGiftee: 'Pay for your Gift',
  /** Spec 02 §5 gifting: 409 `gift_to_self`, with a link to buy or renew instead. */
  giftToSelf: 'You cannot gift a membership to yourself. Do you want to buy or renew a membership?',
  giftToSelfLink: 'Buy or renew a membership',
  /** A gift cart whose giftee this browser no longer knows (another device, storage cleared). */
  gifteeMissing: 'We do not know who receives this gift. Please go back to the membership form and enter their details.',
  gifteeMissingLink: 'Back to the membership form',
} as const;

/** Wallet postcode errors add the ZIP note. */
export const WALLET_ZIP_CODES = new Set<CardProviderErrorCode>(['incorrect_zip', 'postal_code_invalid']);

/** A partial payment went through (spec 02 §5): what was paid, and the next payment due or what is left. */
export function partialPaymentText(cart: Cart, paidMinor: number, timezone: string): string {
  const paid = `Thank you, your payment of ${formatMoney(paidMinor, cart.currency)} was received.`;
  const next = cart.scheduledPayments.find((p) => p.status !== 'paid');
  if (!next) return `${paid} ${formatMoney(cart.outstandingMinor, cart.currency)} is left to pay.`;
  const due = formatDate(next.dueDate, timezone);
  return `${paid} Your next payment of ${formatMoney(next.amountMinor, cart.currency)} is due on ${due}.`;
}
