import type { TicketState } from '@storefront/shared';
import { PAYMENT_NOT_SUPPORTED_MESSAGE } from '@storefront/shared/validation';

import { RESEND_TEXTS } from '../resend-tickets/resend-texts';

/** Every text of the order management page (spec 02 §2, §4 Edit order, §5, §6, §8), in one place. */
export const MANAGE_ORDER_TEXTS = {
  title: (orderNumber: string) => `Manage order ${orderNumber}`,
  titleLoading: 'Manage order',
  loading: 'Loading your order',
  orderNumber: 'Order number',
  purchasedOn: 'Purchased on',
  ticketsHeading: 'Your tickets',
  /** Spec 02 §2, §6: a signed-in visitor reads the order but edits nothing. */
  logOut: 'Please log-out to edit your tickets',
  /** Spec 02 §4 Edit order: while an edit cart exists. */
  unsavedChanges: 'You have unsaved changes',
  remove: 'Remove',
  /** The rest of a Remove button's accessible name ('Remove Adult ticket'). */
  removeTicketName: (typeName: string, admitName: string | null) => ` ${typeName} ticket${admitName ? ` for ${admitName}` : ''}`,
  removeEvent: 'Remove event',
  reschedule: 'Reschedule',
  /** The rest of a line's button and link names: which session. */
  lineName: (when: string) => ` ${when}`,
  newTicketsHeading: 'New tickets',
  changesHeading: 'Your changes',
  removedHeading: 'Removed tickets',
  credit: 'Credit',
  amountDue: 'Amount due',
  confirm: 'Confirm changes',
  discard: 'Cancel',
  /** The rest of the discard button's accessible name ('Cancel changes'). */
  discardName: ' changes',
  /** Spec 02 §4 "after success": ours, the spec names only a reschedule and a ticket-cancelled message. */
  rescheduled: 'Your tickets have been rescheduled.',
  cancelled: 'Your tickets have been cancelled.',
  discarded: 'Your changes have been discarded.',
  /** `POST ticket_order/{id}/email` (spec 02 §7 "Order e-mail or resend"). */
  resend: 'Email my tickets again',
  resent: RESEND_TEXTS.sent,
  resendTooOften: RESEND_TEXTS.tooManyRequests,
  /** Spec 02 §5 card amount bounds. */
  paymentNotSupported: PAYMENT_NOT_SUPPORTED_MESSAGE,
  /** Spec 02 §8 cancel free order. */
  cancelHeading: 'Cancel tickets',
  cancelLegend: 'Select the tickets to cancel',
  cancelSubmit: 'Cancel selected tickets',
  selectAtLeastOne: 'Please select at least one ticket to continue.',
  noValidTickets: 'No valid tickets found on this order.',
  contactToCancel: 'You must contact us to cancel this order.',
  /** Spec 02 §8 Reschedule: an edit the API refuses for this ticket (`ticket_not_editable`). */
  contactToReschedule: 'Please contact us to reschedule your tickets.',
  /** Spec 02 §8 order lookups. */
  notFound: 'We could not find that order.',
  failed: 'Oops! Sorry, something went wrong. Please try again.',
} as const;

/** A ticket's state in words; `removed` is a booked ticket this edit removes. */
export const TICKET_STATE_LABELS: Record<TicketState | 'removed', string> = {
  in_cart: 'New',
  held: 'New',
  booked: 'Booked',
  redeemed: 'Redeemed',
  cancelled: 'Cancelled',
  unbooked: 'Cancelled',
  removed: 'Removed',
};
