/**
 * Expired carts let their tickets go (spec 01 §4 Cart). Availability already ignores holds
 * past `expires_at`; releasing marks those tickets `cancelled` and frees the CityPASS
 * vouchers of tickets no longer held, so every count and lookup agrees. A cart whose payment is
 * in flight or processing (`payment_pending`) is not expired (ADR 0008). The cart itself stays
 * `pending` with its past `expires_at`: loading it keeps answering 410 `cart_expired`.
 * Runs lazily when an expired cart is touched, and for all carts from `CartSweeper`.
 */
import type { Db } from '../infra/db/client';
import { freeVouchersOfReleasedTickets, releaseExpiredTickets, trySweepTurn } from './cart-repository';
import { PeriodicJob, type JobLog } from '../infra/periodic-job';


/**
 * Releases the held tickets of expired pending carts (only `cartIds` when given); returns how
 * many. The sweep of all carts runs on one API instance at a time: an instance that finds
 * another one's sweep under way (a transaction-scoped advisory lock, per schema) skips its turn.
 */
export async function releaseExpiredCarts(db: Db, now: Date, cartIds?: string[]): Promise<number> {
  if (cartIds && cartIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    if (!cartIds) {
      if (!(await trySweepTurn(tx))) return 0;
    }
    const released = await releaseExpiredTickets(tx, now, cartIds);
    if (!cartIds) {
      // Vouchers of discarded carts too.
      await freeVouchersOfReleasedTickets(tx);
    }
    return released.length;
  });
}

export interface SweepLog extends JobLog {
  debug(obj: unknown, msg: string): void;
}

/** Releases expired carts every `intervalMs` (spec 01 §4: availability right for everyone). */
export class CartSweeper extends PeriodicJob<number> {
  constructor(db: Db, now: () => Date, log: SweepLog) {
    super('cart sweep', () => releaseExpiredCarts(db, now()), log, (released) => {
      if (released > 0) log.debug({ released }, 'released tickets of expired carts');
    });
  }

  /** One sweep now; overlapping calls share the sweep under way. */
  sweepOnce(): Promise<number> {
    return this.runOnce();
  }
}
