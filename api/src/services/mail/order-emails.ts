/**
 * The confirmation e-mail after a purchase (spec 02; ADR 0008). Implemented by the mail
 * plugin (`fastify.orderEmails`); payments call it after the orders are committed.
 */
export interface OrderEmails {
  /** Sends one e-mail for the orders of one purchase to their purchaser; never throws (failures are logged). */
  sendConfirmation(orderIds: string[]): Promise<void>;
}
