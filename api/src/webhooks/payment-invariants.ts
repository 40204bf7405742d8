/**
 * The payment invariant (issue 30 item 7, ADR 0032): no pending cart stays payment_pending
 * past its hold plus the reconciler's grace. The reconciler keeps it; the fault tests
 * check it after they kill things.
 */
import type { Db } from '../infra/db/client';
import { RECONCILE_TIMINGS } from './payment-reconciler';
import { findStrandedCarts } from './webhooks-repository';

/** The ids of carts breaking the invariant at `now`; empty when it holds. */
export async function strandedPaymentCarts(db: Db, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - RECONCILE_TIMINGS.pendingGraceSeconds * 1000);
  return (await findStrandedCarts(db, cutoff)).map((cart) => cart.id);
}
