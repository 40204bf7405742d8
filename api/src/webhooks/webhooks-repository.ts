/** SQL of the webhooks domain (ADR 0032): handled events, re-holding a late-paid cart, and what the reconciler looks for. */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../infra/db/client';
import { carts, identities, paymentAttempts, payments, sellers, stripeWebhookEvents, type PaymentAttemptRow, type PaymentRow } from '../infra/db/schema';
import { lockRows } from '../infra/db/locking';

/** Claims an event id; false when it was handled (or is being handled) already. */
export async function claimEvent(db: Db, values: typeof stripeWebhookEvents.$inferInsert): Promise<boolean> {
  const claimed = await db.insert(stripeWebhookEvents).values(values).onConflictDoNothing().returning({ id: stripeWebhookEvents.id });
  return claimed.length > 0;
}

/** Gives a claim back when handling failed, so the provider's retry is handled. */
export async function releaseEvent(db: Db, id: string): Promise<void> {
  await db.delete(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, id));
}

/** The stripe payments naming this PaymentIntent, whatever their status. */
export async function findPaymentsOfIntent(executor: Executor, intentId: string): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(and(eq(payments.gatewayId, 'stripe'), eq(payments.gatewayReference, intentId)));
}

/** The cart's payments with the state of their attempt. */
export async function findCartPayments(executor: Executor, cartId: string): Promise<{ payment: PaymentRow; attempt: PaymentAttemptRow }[]> {
  return executor
    .select({ payment: payments, attempt: paymentAttempts })
    .from(payments)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, payments.attemptId))
    .where(eq(payments.cartId, cartId));
}

export async function findAttemptPayments(executor: Executor, attemptId: string): Promise<PaymentRow[]> {
  return executor.select().from(payments).where(eq(payments.attemptId, attemptId)).orderBy(asc(payments.position));
}

export async function findAttemptRow(executor: Executor, attemptId: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await executor.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  return row;
}

/** A succeeded payment refunded at the provider (charge.refunded); false when it was not succeeded. */
export async function markPaymentRefunded(tx: Tx, paymentId: string): Promise<boolean> {
  const updated = await tx
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  return updated.length > 0;
}

/** Who is told about a refund: the cart's purchaser (else its owner) and the seller's name. */
export async function findRefundRecipient(
  db: Db,
  cartId: string,
): Promise<{ email: string | null; firstName: string | null; sellerName: string } | undefined> {
  const [row] = await db
    .select({ email: identities.email, firstName: identities.firstName, sellerName: sellers.name })
    .from(carts)
    .innerJoin(identities, sql`${identities.id} = coalesce(${carts.purchaserIdentityId}, ${carts.identityId})`)
    .innerJoin(sellers, eq(sellers.id, carts.sellerId))
    .where(eq(carts.id, cartId));
  return row;
}

/**
 * Holds the expired cart's tickets again until `holdUntil`, if their places are still free:
 * under the locks of their limited groups and their sessions (the reservation's order), the
 * released tickets go back into the cart and nothing may then be over its capacity (a seat
 * taken meanwhile trips the live-seat index). In a savepoint: false leaves everything as it was.
 */
export async function reholdCart(tx: Tx, cartId: string, holdUntil: Date, now: Date): Promise<boolean> {
  const touched = await queryRows<{ group_id: string; session_id: string | null; limited: boolean }>(
    tx,
    sql`SELECT DISTINCT t.ticket_group_id AS group_id, t.event_session_id AS session_id, g.capacity <> -1 AS limited
        FROM tickets t JOIN ticket_groups g ON g.id = t.ticket_group_id
        WHERE t.cart_id = ${cartId}::uuid AND t.state IN ('in_cart', 'held', 'cancelled')`,
  );
  await lockRows(tx, 'ticket_groups', [...new Set(touched.filter((t) => t.limited).map((t) => t.group_id))]);
  const sessionIds = [...new Set(touched.flatMap((t) => (t.session_id ? [t.session_id] : [])))];
  await lockRows(tx, 'event_sessions', sessionIds);
  try {
    return await tx.transaction(async (savepoint) => {
      await savepoint.update(carts).set({ expiresAt: holdUntil }).where(eq(carts.id, cartId));
      await savepoint.execute(sql`UPDATE tickets SET state = 'in_cart' WHERE cart_id = ${cartId}::uuid AND state = 'cancelled'`);
      const over = await queryRows<{ id: string }>(
        savepoint,
        sql`SELECT s.id FROM event_sessions s
            WHERE s.id IN (${sql.join(sessionIds.length ? sessionIds.map((id) => sql`${id}::uuid`) : [sql`NULL::uuid`], sql`, `)})
              AND s.capacity <> -1
              AND s.capacity + s.oversell_capacity < s.booked_count + (
                SELECT count(*) FROM tickets t JOIN carts c ON c.id = t.cart_id
                WHERE t.event_session_id = s.id AND t.state IN ('in_cart', 'held') AND c.state = 'pending'
                  AND (c.expires_at > ${now.toISOString()}::timestamptz OR c.payment_pending)
                  AND NOT EXISTS (SELECT 1 FROM ticket_groups xg WHERE xg.id = t.ticket_group_id AND xg.exclude_from_event_capacity))
            UNION ALL
            SELECT g.id FROM ticket_groups g
            WHERE g.id IN (SELECT ticket_group_id FROM tickets WHERE cart_id = ${cartId}::uuid) AND g.capacity <> -1
              AND g.capacity < g.booked_count + (
                SELECT count(*) FROM tickets t JOIN carts c ON c.id = t.cart_id
                WHERE t.ticket_group_id = g.id AND t.state IN ('in_cart', 'held') AND c.state = 'pending'
                  AND (c.expires_at > ${now.toISOString()}::timestamptz OR c.payment_pending))`,
      );
      if (over.length > 0) throw new PlacesTaken();
      return true;
    });
  } catch (error) {
    if (error instanceof PlacesTaken || isUniqueViolation(error)) return false;
    throw error;
  }
}

class PlacesTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Attempts still in flight that started before `before`: their pay request is gone or long past its timeouts. */
export async function findStaleInFlightAttempts(db: Db, before: Date): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.state, 'in_flight'), lt(paymentAttempts.createdAt, before)))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(100);
}

/**
 * Pending carts still marked payment_pending with no attempt in flight since `since`: a
 * processing payment to settle, or payments recorded whose booking did not run.
 */
export async function findUnsettledCarts(db: Db, since: Date): Promise<{ id: string; expiresAt: Date | null }[]> {
  return queryRows<{ id: string; expiresAt: Date | null }>(
    db,
    sql`SELECT c.id, c.expires_at AS "expiresAt" FROM carts c
        WHERE c.payment_pending AND c.state = 'pending'
          AND NOT EXISTS (SELECT 1 FROM payment_attempts a
                          WHERE a.cart_id = c.id AND a.state = 'in_flight' AND a.created_at >= ${since.toISOString()}::timestamptz)
        ORDER BY c.expires_at NULLS FIRST LIMIT 100`,
  );
}

/** The invariant: pending carts still payment_pending whose hold ended before `cutoff` (hold plus the grace). */
export async function findStrandedCarts(db: Db, cutoff: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.paymentPending, true), eq(carts.state, 'pending'), lt(carts.expiresAt, cutoff)));
}

/** The attempt's payments not yet settled (in flight or processing) have failed; those, as they were. */
export async function failUnfinishedPayments(tx: Tx, attemptId: string): Promise<PaymentRow[]> {
  const unfinished = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.attemptId, attemptId), inArray(payments.status, ['in_flight', 'processing'])));
  if (unfinished.length > 0) {
    await tx.update(payments).set({ status: 'failed' }).where(inArray(payments.id, unfinished.map((row) => row.id)));
  }
  return unfinished;
}
