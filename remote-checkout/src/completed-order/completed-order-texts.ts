/** Every text of the completed order page (spec 02 §2, §8), in one place. */
import type { Order, OrderKind } from '@storefront/shared';

/** The kinds the completed page shows: donation and ledger orders are receipts only (spec 02 §2). */
export type ShownOrderKind = Exclude<OrderKind, 'donation' | 'ledger'>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const COMPLETED_TEXTS = {
  documentTitle: 'Order complete',
  heading: 'Thank you for your order!',
  /** Spec 02 §2 default message: the confirmation was e-mailed, and thanks. `{email}` as in the seller's message. */
  defaultMessage: 'Your confirmation has been e-mailed to {email}. Thank you for your purchase!',
  /** Stands for `{email}` when neither the orders nor the signed-in member give an address. */
  emailFallback: 'you',
  orderNumberLabel: 'Order number',
  qrAlt: (orderNumber: string) => `QR code for order ${orderNumber}`,
  /** Order self-service (spec 02 §2): resend, edit, reschedule or cancel. */
  manageLink: (orderNumber: string) => `Manage order ${orderNumber}`,
  printButton: 'Print your tickets',
  printHeading: 'Printable tickets',
  printTicketCode: 'Ticket code',
  printTicketType: 'Ticket',
  printSeat: 'Seat',
  printAdmit: 'Admit',
  printSession: 'Date and time',
  loading: 'Loading your order',
  redirecting: 'Taking you to your order',
  /** Spec 02 §8. */
  notFound: 'We could not find that order.',
  failed: 'Oops! Sorry, something went wrong. Please try again.',
} as const;

/** The seller's message (or the default) with every `{email}` filled in. */
export function completedMessage(template: string | null, email: string | null): string {
  const message = template ?? COMPLETED_TEXTS.defaultMessage;
  return message.replaceAll('{email}', email || COMPLETED_TEXTS.emailFallback);
}

/** Wording of one order by what it holds (spec 02 §2: membership, gift codes, tickets). */
export interface OrderWording {
  title: string;
  count: (n: number) => string;
  note: string;
}

export const ORDER_KIND_TEXTS: Record<ShownOrderKind, OrderWording> = {
  tickets: {
    title: 'Your tickets',
    count: (n) => plural(n, 'ticket', 'tickets'),
    note: 'Show this QR code at the entrance, on your phone or printed.',
  },
  membership: {
    title: 'Your membership',
    // One ticket per member (ADR 0021): a Family membership of three has three.
    count: (n) => plural(n, 'member', 'members'),
    note: 'Your membership is ready to use. Show this QR code at the entrance on your next visit.',
  },
  gift: {
    title: 'Your gift codes',
    count: (n) => plural(n, 'gift code', 'gift codes'),
    note: 'Your gift codes are in your confirmation e-mail, ready to pass on.',
  },
};

/** Stands for the giftee's name when the page no longer knows it (opened again later). */
export const GIFTEE_FALLBACK = 'the recipient';

/** A membership bought as a gift: the receiver redeems the code e-mailed to them (ADR 0021). */
export const membershipGiftWording = (gifteeName: string | null): OrderWording => ({
  title: 'Your gift of membership',
  count: (n) => plural(n, 'member', 'members'),
  note: `Your gift is on its way: we have e-mailed ${gifteeName ?? GIFTEE_FALLBACK} a code to redeem their membership.`,
});

/** One order's wording: a membership order without a membership of the buyer's is a gift (wire `membership`). */
export function orderWording(order: Order & { kind: ShownOrderKind }, gifteeName: string | null): OrderWording {
  if (order.kind === 'membership' && !order.membership) return membershipGiftWording(gifteeName);
  return ORDER_KIND_TEXTS[order.kind];
}
