/**
 * One interface per gateway id (ADR 0008): the pay sequence checks every entry under the cart
 * lock (`check`), charges outside any transaction (`charge`), and gives back what an earlier
 * entry took when a later one fails (`reverse`). A processing charge is settled later (`settle`).
 */
import type { ApiPaymentEntry } from '@storefront/shared/wire';
import type { Executor } from '../../infra/db/client';
import type { CartRow, GatewayIdValue } from '../../infra/db/schema';

/** What a gateway knows about the purchase it charges. */
export interface ChargeContext {
  cart: CartRow;
  /** The purchaser (guest, member, or the injected cart's identity). */
  purchaserIdentityId: string;
  /** The purchaser is a signed-in member (may save and use saved cards). */
  member: boolean;
  /** Passed to the provider, so a retried charge is never a second one. */
  idempotencyKey: string;
  now: Date;
  /** The buyer is not present (a scheduled balance or renewal charged by a job): no authentication can be asked for. */
  offSession?: boolean;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string | null; label: string }
  | { status: 'processing'; reference: string; label: string };

export interface Gateway<E extends ApiPaymentEntry = ApiPaymentEntry> {
  readonly id: GatewayIdValue;
  /** Refuses an entry that cannot be charged (a `PaymentError`), before anything is charged. */
  check(executor: Executor, entry: E, amountMinor: number, context: ChargeContext): Promise<void>;
  /** Charges; a decline is a `PaymentError` and means nothing was taken. */
  charge(entry: E, amountMinor: number, context: ChargeContext): Promise<ChargeResult>;
  /** Gives back a succeeded or processing charge when the rest of the payment failed. */
  reverse(result: ChargeResult, amountMinor: number): Promise<void>;
  /**
   * A pay refused before charging (the cart expired, is no longer pending or empty) whose entry
   * carries money the customer already gave for this cart (a PaymentIntent confirmed in the
   * browser) that no payment records: gives it back, answers what was given back (null: nothing).
   */
  giveBackRefused?(entry: E, cartId: string): Promise<{ reference: string; amountMinor: number; label: string; succeeded: boolean } | null>;
  /** The state of a processing charge now. */
  settle(reference: string): Promise<'succeeded' | 'processing' | 'failed'>;
}

/** The gateways by id. */
export type Gateways = { [Id in GatewayIdValue]: Gateway<Extract<ApiPaymentEntry, { gateway_id: Id }>> };

/** The gateway of an entry (or of a stored payment's id). */
export function gatewayOf(gateways: Gateways, id: GatewayIdValue): Gateway {
  // Each gateway takes only its own entries; the pay sequence hands each entry to its own.
  return gateways[id] as unknown as Gateway;
}
