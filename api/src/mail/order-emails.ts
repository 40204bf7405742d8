/**
 * The order e-mails (spec 02; ADR 0008, 0022), each order with its tickets and its manage
 * link. Implemented by the mail plugin (`fastify.orderEmails`); payments, edits and
 * cancellations call it after their commit. No method throws: failures are logged, since the
 * change is committed and a lost e-mail can be resent.
 */
export interface OrderEmails {
  /** After a purchase: one e-mail for the orders of one purchase to their purchaser (and a gift's codes to its giftee). */
  sendConfirmation(orderIds: string[]): Promise<void>;
  /** The confirmation of one order again, as it is now (`POST ticket_order/{id}/email`). */
  resendConfirmation(orderId: string): Promise<void>;
  /** After an edit is confirmed: 'Your order {number} has been updated', with the order as it now is. */
  sendOrderUpdate(orderId: string): Promise<void>;
  /** After a cancellation: which of the order's tickets were cancelled, and what is left. */
  sendOrderCancellation(orderId: string, ticketIds: string[]): Promise<void>;
  /** `POST ticket_order/resend`: these orders (of one seller) in one e-mail to `to`. */
  sendOrderList(orderIds: string[], to: string): Promise<void>;
}
