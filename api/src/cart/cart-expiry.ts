/**
 * Expired carts let their tickets go (spec 01 §4 Cart). Availability already ignores holds
 * past `expires_at`; releasing marks those tickets `cancelled` and frees the CityPASS
 * vouchers of tickets no longer held, so every count and lookup agrees. A cart whose payment is
 * in flight or processing (`payment_pending`) is not expired (ADR 0008). The cart itself stays
 * `pending` with its past `expires_at`: loading it keeps answering 410 `cart_expired`.
 * Runs lazily when an expired cart is touched, and for all carts from `CartSweeper`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../infra/db/client';
import { PeriodicJob, type JobLog } from '../infra/periodic-job';

/**
 * Common table expressions that release the held tickets of expired pending carts matching
 * `only` (a condition on ticket `t` and cart `c`, starting with AND): `released` (the tickets,
 * now cancelled, by id) and the CityPASS vouchers they no longer hold. Also run by a seat
 * reservation (cart.ts) on the seats it asks for.
 */
export function releaseExpiredHolds(now: Date, only: SQL): SQL {
  return sql`released AS (
      UPDATE tickets t SET state = 'cancelled'
      FROM carts c
      WHERE t.cart_id = c.id AND c.state = 'pending' AND c.expires_at <= ${now.toISOString()}::timestamptz
        AND NOT c.payment_pending
        AND t.state IN ('in_cart', 'held') ${only}
      RETURNING t.id
    ),
    released_vouchers AS (DELETE FROM citypass_redemptions WHERE ticket_id IN (SELECT id FROM released))`;
}

/**
 * Releases the held tickets of expired pending carts (only `cartIds` when given); returns how
 * many. The sweep of all carts runs on one API instance at a time: an instance that finds
 * another one's sweep under way (a transaction-scoped advisory lock, per schema) skips its turn.
 */
export async function releaseExpiredCarts(db: Db, now: Date, cartIds?: string[]): Promise<number> {
  if (cartIds && cartIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    if (!cartIds) {
      const [turn] = await queryRows<{ mine: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(hashtextextended(current_schema() || '.cart_sweep', 0)) AS mine`,
      );
      if (!turn?.mine) return 0;
    }
    const only = cartIds ? sql`AND c.id IN (${sql.join(cartIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
    const released = await queryRows<{ id: string }>(tx, sql`WITH ${releaseExpiredHolds(now, only)} SELECT id FROM released`);
    if (!cartIds) {
      // Vouchers of discarded carts too.
      await tx.execute(
        sql`DELETE FROM citypass_redemptions r USING tickets t
            WHERE r.ticket_id = t.id AND t.state IN ('cancelled', 'unbooked')`,
      );
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
