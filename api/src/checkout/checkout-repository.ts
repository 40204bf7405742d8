/**
 * The checkout's SQL: payment attempts and payments, the gateway audit, gift card balances,
 * saved cards, the sandbox's payment intents, the amounts' reads, checkout-rule cartmods,
 * booking a cart into orders, and the guest, giftee and purchaser writes of checkout.
 * Services pass the handle they hold (the app's database or the pay sequence's transaction).
 */
import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../infra/db/client';
import {
  cartmods,
  carts,
  eventSessions,
  eventTemplates,
  gatewayAudit,
  giftCards,
  identities,
  paymentAttempts,
  payments,
  sandboxPaymentIntents,
  savedPaymentMethods,
  sellers,
  ticketGroups,
  ticketOrders,
  tickets,
  users,
  venues,
  type CartmodRow,
  type CartRow,
  type GiftCardRow,
  type IdentityRow,
  type PaymentAttemptRow,
  type PaymentRow,
  type SandboxPaymentIntentRow,
  type SellerRow,
  type TicketRow,
} from '../infra/db/schema';

const COUNTED = ['in_cart', 'held', 'booked', 'redeemed'] as const;

/** The gift card with this (normalised) number, locked for update when `forUpdate`. */
export async function findGiftCardRow(executor: Executor, number: string, forUpdate: boolean): Promise<GiftCardRow | undefined> {
  const query = executor.select().from(giftCards).where(eq(giftCards.number, number));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The member's saved cards, oldest first. */
export async function findSavedCards(executor: Executor, memberIdentityId: string): Promise<(typeof savedPaymentMethods.$inferSelect)[]> {
  return executor
    .select()
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.identityId, memberIdentityId))
    .orderBy(asc(savedPaymentMethods.createdAt));
}

/** The first paid public ticket type of the default seller and its next session from `from` on, anchor events first. */
export async function findBookableTicket(db: Db, from: string): Promise<{ type_id: string; session_id: string } | undefined> {
  const [row] = await queryRows<{ type_id: string; session_id: string }>(
    db,
    sql`SELECT tt.id AS type_id, s.id AS session_id
        FROM ticket_types tt
        JOIN ticket_groups g ON g.id = tt.ticket_group_id
        JOIN event_templates e ON e.id = g.event_template_id
        JOIN sellers se ON se.id = e.seller_id AND se.is_default
        JOIN event_sessions s ON s.event_template_id = e.id AND s.start_datetime > ${from}::timestamptz
        WHERE tt.price_minor > 0 AND NOT tt.member_event_ticket_type AND tt.price_min_minor IS NULL
          AND g.handler = 'tickets' AND g.hidden_type = 'public_browsable' AND g.meta->>'required_code' IS NULL
          AND g.start_policy IS NULL AND e.hidden_type = 'public_browsable' AND e.meta->>'requires_anchor' IS NULL
          AND e.config->'web'->'checkout_rule' IS NULL AND e.config->'web'->'payment_plan' IS NULL
        ORDER BY (e.meta->>'is_anchor' = 'true') DESC NULLS LAST, s.start_datetime, tt.rank
        LIMIT 1`,
  );
  return row;
}

/** Marks the cart staff-made, for the purchaser. */
export async function markCartInjected(db: Db, cartId: string, purchaserIdentityId: string): Promise<void> {
  await db.update(carts).set({ channel: 'injected', purchaserIdentityId }).where(eq(carts.id, cartId));
}

export async function debitGiftCard(tx: Tx, cardId: string, amountMinor: number): Promise<void> {
  await tx
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${amountMinor}` })
    .where(eq(giftCards.id, cardId));
}

export async function creditGiftCard(db: Db, number: string, amountMinor: number): Promise<void> {
  await db
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${amountMinor}` })
    .where(eq(giftCards.number, number));
}

export async function insertGatewayAudit(tx: Tx, values: typeof gatewayAudit.$inferInsert): Promise<void> {
  await tx.insert(gatewayAudit).values(values);
}

export async function markPaymentSucceeded(tx: Tx, paymentId: string, now: Date): Promise<void> {
  await tx.update(payments).set({ status: 'succeeded', settledAt: now }).where(eq(payments.id, paymentId));
}

/** The cart's payments in flight or processing. */
export async function findOpenPayments(tx: Tx, cartId: string): Promise<{ id: string }[]> {
  return tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.cartId, cartId), inArray(payments.status, ['in_flight', 'processing'])));
}

/** The cart's attempts in flight or processing have succeeded. */
export async function finishOpenAttempts(tx: Tx, cartId: string, now: Date): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ state: 'succeeded', finishedAt: now })
    .where(and(eq(paymentAttempts.cartId, cartId), inArray(paymentAttempts.state, ['in_flight', 'processing'])));
}

/** No payment of the cart is under way any more; the cart. */
export async function clearPaymentPending(tx: Tx, cartId: string): Promise<CartRow | undefined> {
  const [cart] = await tx.update(carts).set({ paymentPending: false }).where(eq(carts.id, cartId)).returning();
  return cart;
}

export async function setCartHold(tx: Tx, cartId: string, expiresAt: Date): Promise<void> {
  await tx.update(carts).set({ expiresAt }).where(eq(carts.id, cartId));
}

/** Which of the ticket groups have a capacity (are not unlimited). */
export async function findLimitedGroups(tx: Tx, groupIds: string[]): Promise<{ id: string }[]> {
  return tx
    .select({ id: ticketGroups.id })
    .from(ticketGroups)
    .where(and(inArray(ticketGroups.id, groupIds), ne(ticketGroups.capacity, -1)));
}

export async function findTemplateNames(tx: Tx, ids: string[]): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: eventTemplates.id, name: eventTemplates.name })
    .from(eventTemplates)
    .where(inArray(eventTemplates.id, ids));
}

export async function insertOrder(tx: Tx, values: typeof ticketOrders.$inferInsert): Promise<{ id: string } | undefined> {
  const [order] = await tx.insert(ticketOrders).values(values).returning({ id: ticketOrders.id });
  return order;
}

/** The pending cart is completed. */
export async function markCartCompleted(tx: Tx, cartId: string, now: Date): Promise<void> {
  await tx
    .update(carts)
    .set({ state: 'completed', expiresAt: null, completedAt: now, paymentPending: false })
    .where(and(eq(carts.id, cartId), eq(carts.state, 'pending')));
}

/** The cart's tickets that count towards its amounts (live, booked, redeemed). */
export async function findCountedTickets(executor: Executor, cartId: string): Promise<TicketRow[]> {
  return executor
    .select()
    .from(tickets)
    .where(and(eq(tickets.cartId, cartId), inArray(tickets.state, [...COUNTED])));
}

/** The cart's succeeded payments, by settlement. */
export async function findSettledPayments(executor: Executor, cartId: string): Promise<{ amount: number; settledAt: Date | null }[]> {
  return executor
    .select({ amount: payments.amountMinor, settledAt: payments.settledAt })
    .from(payments)
    .where(and(eq(payments.cartId, cartId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.settledAt));
}

/** The events' configs with their venue's zone. */
export async function findTemplateConfigs(executor: Executor, templateIds: string[]) {
  return executor
    .select({ id: eventTemplates.id, config: eventTemplates.config, timezone: venues.timezone })
    .from(eventTemplates)
    .leftJoin(venues, eq(venues.id, eventTemplates.venueId))
    .where(inArray(eventTemplates.id, templateIds));
}

export async function findSessionStarts(executor: Executor, sessionIds: string[]): Promise<{ id: string; start: Date }[]> {
  return executor
    .select({ id: eventSessions.id, start: eventSessions.startDatetime })
    .from(eventSessions)
    .where(inArray(eventSessions.id, sessionIds));
}

/** The cart's succeeded and refunded payments and its gateway audit, as JSON, in one statement. */
export async function findPaymentRecordsJson(executor: Executor, cartId: string): Promise<{ done: unknown; audit: unknown } | undefined> {
  const [row] = await queryRows<{ done: unknown; audit: unknown }>(
    executor,
    sql`SELECT
          (SELECT coalesce(json_agg(json_build_object('id', p.id, 'amount_minor', p.amount_minor, 'status', p.status,
              'gateway_id', p.gateway_id, 'label', p.label, 'created_at', p.created_at, 'settled_at', p.settled_at)
              ORDER BY p.settled_at, p.position), '[]'::json)
            FROM payments p WHERE p.cart_id = ${cartId}::uuid AND p.status IN ('succeeded', 'refunded')) AS done,
          (SELECT coalesce(json_agg(json_build_object('id', a.id, 'action', a.action, 'amount_minor', a.amount_minor,
              'gateway_id', a.gateway_id, 'occurred_at', a.occurred_at) ORDER BY a.occurred_at), '[]'::json)
            FROM gateway_audit a WHERE a.cart_id = ${cartId}::uuid) AS audit`,
  );
  return row;
}

/** The events of the cart's live tickets (with their config) and the events its rule cartmods name (`present`). */
export async function findHeldEventsAndRuleCartmods(
  tx: Tx,
  cartId: string,
): Promise<{ id: string; config: { web?: Record<string, unknown> } | string | null; present: boolean }[]> {
  return queryRows<{ id: string; config: { web?: Record<string, unknown> } | string | null; present: boolean }>(
    tx,
    sql`SELECT DISTINCT e.id, e.config, false AS present
          FROM tickets t JOIN event_templates e ON e.id = t.event_template_id
          WHERE t.cart_id = ${cartId}::uuid AND t.state IN ('in_cart', 'held')
          UNION ALL
          SELECT m.event_template_id, NULL, true FROM cartmods m
          WHERE m.cart_id = ${cartId}::uuid AND m.event_template_id IS NOT NULL`,
  );
}

/** Deletes the cart's rule cartmods of events other than `keep`. */
export async function deleteRuleCartmodsExcept(tx: Tx, cartId: string, keep: string[]): Promise<void> {
  await tx
    .delete(cartmods)
    .where(
      and(
        eq(cartmods.cartId, cartId),
        isNotNull(cartmods.eventTemplateId),
        ...(keep.length > 0 ? [notInArray(cartmods.eventTemplateId, keep)] : []),
      ),
    );
}

export async function insertCartmods(tx: Tx, values: (typeof cartmods.$inferInsert)[]): Promise<CartmodRow[]> {
  return tx.insert(cartmods).values(values).returning();
}

/** Lifts the cart's blocking cartmods that the code group activates; those lifted. */
export async function liftBlockingCartmods(tx: Tx, cartId: string, codeGroup: string): Promise<{ id: string }[]> {
  return tx
    .update(cartmods)
    .set({ blockingCheckout: false })
    .where(
      and(
        eq(cartmods.cartId, cartId),
        eq(cartmods.blockingCheckout, true),
        sql`${cartmods.activatingCodeGroups} @> ${JSON.stringify([codeGroup])}::jsonb`,
      ),
    )
    .returning({ id: cartmods.id });
}

/** One blocking cartmod of the cart, if any. */
export async function findBlockingCartmod(executor: Executor, cartId: string) {
  const [blocking] = await executor
    .select({ name: cartmods.name, description: cartmods.description, groups: cartmods.activatingCodeGroups })
    .from(cartmods)
    .where(and(eq(cartmods.cartId, cartId), eq(cartmods.blockingCheckout, true)))
    .limit(1);
  return blocking;
}

export async function findSandboxIntentByKey(db: Db, idempotencyKey: string): Promise<SandboxPaymentIntentRow | undefined> {
  const [existing] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
  return existing;
}

export async function insertSandboxIntent(db: Db, values: typeof sandboxPaymentIntents.$inferInsert): Promise<SandboxPaymentIntentRow | undefined> {
  const [row] = await db.insert(sandboxPaymentIntents).values(values).returning();
  return row;
}

/** Updates the intent; the updated row. */
export async function updateSandboxIntent(
  db: Db,
  id: string,
  values: Partial<typeof sandboxPaymentIntents.$inferInsert>,
): Promise<SandboxPaymentIntentRow | undefined> {
  const [updated] = await db.update(sandboxPaymentIntents).set(values).where(eq(sandboxPaymentIntents.id, id)).returning();
  return updated;
}

export async function cancelSandboxIntent(db: Db, id: string): Promise<void> {
  await db.update(sandboxPaymentIntents).set({ status: 'canceled' }).where(eq(sandboxPaymentIntents.id, id));
}

export async function findSandboxIntent(db: Db, id: string): Promise<SandboxPaymentIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

/** A stripe payment recorded on the intent (succeeded, processing or refunded), if any. */
export async function findPaymentOfIntent(executor: Executor, intentId: string): Promise<{ id: string } | undefined> {
  const [used] = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.gatewayId, 'stripe'),
        eq(payments.gatewayReference, intentId),
        inArray(payments.status, ['succeeded', 'processing', 'refunded']),
      ),
    )
    .limit(1);
  return used;
}

/** Saves the card unless it is saved already. */
export async function insertSavedCard(db: Db, values: typeof savedPaymentMethods.$inferInsert): Promise<void> {
  await db
    .insert(savedPaymentMethods)
    .values(values)
    .onConflictDoNothing();
}

/** A stripe payment of any state recorded on the intent, if any. */
export async function findAnyPaymentOfIntent(db: Db, intentId: string): Promise<{ id: string } | undefined> {
  const [recorded] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.gatewayId, 'stripe'), eq(payments.gatewayReference, intentId)))
    .limit(1);
  return recorded;
}

/** The identity's saved card with this provider reference. */
export async function findSavedCard(executor: Executor, providerReference: string, identityId: string) {
  const [saved] = await executor
    .select()
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.providerReference, providerReference), eq(savedPaymentMethods.identityId, identityId)));
  return saved;
}

/** The Stripe customer of one of the identity's saved cards. */
export async function findCustomerOfIdentity(db: Db, identityId: string): Promise<{ customer: string } | undefined> {
  const [known] = await db
    .select({ customer: savedPaymentMethods.customerReference })
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.identityId, identityId))
    .limit(1);
  return known;
}

export async function findIdentityRow(db: Db, identityId: string): Promise<IdentityRow | undefined> {
  const [identity] = await db.select().from(identities).where(eq(identities.id, identityId));
  return identity;
}

/** The cart's processing payments. */
export async function findProcessingPayments(executor: Executor, cartId: string): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId), eq(payments.status, 'processing')));
}

export async function markPaymentFailed(tx: Tx, paymentId: string): Promise<void> {
  await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, paymentId));
}

export async function markAttemptFailed(tx: Tx, attemptId: string, error: PaymentAttemptRow['error'], now: Date): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ state: 'failed', error, finishedAt: now })
    .where(eq(paymentAttempts.id, attemptId));
}

function refundSucceededPayments(tx: Tx, scope: SQL): Promise<PaymentRow[]> {
  return tx
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(scope, eq(payments.status, 'succeeded')))
    .returning();
}

/** The attempt's succeeded payments are refunded; those refunded. */
export async function refundAttemptPayments(tx: Tx, attemptId: string): Promise<PaymentRow[]> {
  return refundSucceededPayments(tx, eq(payments.attemptId, attemptId));
}

/** All the cart's succeeded payments are refunded (a released booking, ADR 0036); those refunded. */
export async function refundCartPayments(tx: Tx, cartId: string): Promise<PaymentRow[]> {
  return refundSucceededPayments(tx, eq(payments.cartId, cartId));
}

export async function findCartById(executor: Executor, cartId: string): Promise<CartRow | undefined> {
  const [cart] = await executor.select().from(carts).where(eq(carts.id, cartId));
  return cart;
}

/** One payment of the cart in flight or processing, if any. */
export async function findOpenPayment(db: Db, cartId: string): Promise<{ id: string } | undefined> {
  const [open] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.cartId, cartId), inArray(payments.status, ['in_flight', 'processing'])))
    .limit(1);
  return open;
}

export async function findCartEditsOrder(db: Db, cartId: string): Promise<{ editsOrderId: string | null } | undefined> {
  const [cart] = await db.select({ editsOrderId: carts.editsOrderId }).from(carts).where(eq(carts.id, cartId));
  return cart;
}

/** The cart's attempts in flight or processing have failed; those failed. */
export async function failOpenAttempts(tx: Tx, cartId: string, error: PaymentAttemptRow['error'], now: Date): Promise<PaymentAttemptRow[]> {
  return tx
    .update(paymentAttempts)
    .set({ state: 'failed', error, finishedAt: now })
    .where(and(eq(paymentAttempts.cartId, cartId), inArray(paymentAttempts.state, ['in_flight', 'processing'])))
    .returning();
}

export async function setPaymentPending(tx: Tx, cartId: string, paymentPending: boolean): Promise<void> {
  await tx.update(carts).set({ paymentPending }).where(eq(carts.id, cartId));
}

/** Inserts the attempt unless its key is known; the attempt, or none. */
export async function insertAttemptUnlessKnown(tx: Tx, values: typeof paymentAttempts.$inferInsert): Promise<PaymentAttemptRow | undefined> {
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return attempt;
}

/** Inserts the payment unless it is known; the payment, or none. */
export async function insertPaymentUnlessKnown(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The first payment of the cart's attempt under `key` (a webhook's attempt has one). */
export async function findPaymentOfAttemptKey(executor: Executor, cartId: string, key: string): Promise<PaymentRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId), eq(payments.idempotencyKey, key)))
    .orderBy(asc(payments.position))
    .limit(1);
  return row;
}

export async function findAttemptOfKey(tx: Tx, cartId: string, key: string): Promise<PaymentAttemptRow | undefined> {
  const [prior] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.cartId, cartId), eq(paymentAttempts.idempotencyKey, key)));
  return prior;
}

export async function findIdentityKind(executor: Executor, identityId: string): Promise<{ kind: IdentityRow['kind'] } | undefined> {
  const [identity] = await executor.select({ kind: identities.kind }).from(identities).where(eq(identities.id, identityId));
  return identity;
}

export async function insertAttempt(tx: Tx, values: typeof paymentAttempts.$inferInsert): Promise<PaymentAttemptRow | undefined> {
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values(values)
    .returning();
  return attempt;
}

export async function insertPayments(tx: Tx, values: (typeof payments.$inferInsert)[]): Promise<PaymentRow[]> {
  return tx
    .insert(payments)
    .values(values)
    .returning();
}

/** The cart's payment is under way (held while paying unless `paymentPending` is false). */
export async function startPaying(tx: Tx, cartId: string, paymentPending: boolean, autoRenew: boolean): Promise<void> {
  await tx
    .update(carts)
    .set({ paymentPending, autoRenew })
    .where(eq(carts.id, cartId));
}

/** Records what the gateway answered on the payment; the payment. */
export async function recordChargeResult(
  tx: Tx,
  paymentId: string,
  result: { reference: string | null; label: string; status: string },
): Promise<PaymentRow | undefined> {
  const [updated] = await tx
    .update(payments)
    .set({ gatewayReference: result.reference, label: result.label, ...(result.status === 'processing' ? { status: 'processing' as const } : {}) })
    .where(eq(payments.id, paymentId))
    .returning();
  return updated;
}

export async function markAttemptProcessing(tx: Tx, attemptId: string): Promise<void> {
  await tx.update(paymentAttempts).set({ state: 'processing' }).where(eq(paymentAttempts.id, attemptId));
}

export async function failAttemptPayments(tx: Tx, attemptId: string): Promise<void> {
  await tx.update(payments).set({ status: 'failed' }).where(eq(payments.attemptId, attemptId));
}

export async function findAttempt(db: Db, id: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

export async function findAttemptIdOfKey(tx: Tx, cartId: string, key: string): Promise<{ id: string } | undefined> {
  const [prior] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.cartId, cartId), eq(paymentAttempts.idempotencyKey, key)));
  return prior;
}


export async function findSellerWebById(db: Db, sellerId: string): Promise<{ web: SellerRow['web'] } | undefined> {
  const [seller] = await db.select({ web: sellers.web }).from(sellers).where(eq(sellers.id, sellerId));
  return seller;
}

/** Updates the cart; the cart. */
export async function updateCart(db: Db, cartId: string, values: Partial<typeof carts.$inferInsert>): Promise<CartRow | undefined> {
  const [updated] = await db
    .update(carts)
    .set(values)
    .where(eq(carts.id, cartId))
    .returning();
  return updated;
}

export async function findUserEmail(db: Db, userId: string): Promise<{ email: string } | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

export async function findIdentityEmail(db: Db, identityId: string): Promise<{ email: string | null } | undefined> {
  const [row] = await db.select({ email: identities.email }).from(identities).where(eq(identities.id, identityId));
  return row;
}
