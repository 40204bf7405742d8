/**
 * The balance job's SQL (ADR 0036): the carts with a scheduled balance, who to write to, and the
 * per-part claims in `balance_collections` that make each step
 * happen once across API instances.
 */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../infra/db/client';
import {
  balanceCollections,
  carts,
  identities,
  payments,
  sellers,
  type CartRow,
} from '../../infra/db/schema';
import { sellerSenderColumns } from '../../mail/mail-repository';

/**
 * Pending carts (not edits) with a succeeded payment and none under way: a deposit was paid and
 * something may be left to collect. The schedule itself is computed (`loadCartAmounts`).
 */
export async function findCartsWithDeposit(db: Db): Promise<CartRow[]> {
  return db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.state, 'pending'),
        eq(carts.paymentPending, false),
        isNull(carts.editsOrderId),
        exists(db.select({ one: sql`1` }).from(payments).where(and(eq(payments.cartId, carts.id), eq(payments.status, 'succeeded')))),
      ),
    )
    .orderBy(carts.id);
}

/** Who the balance e-mails go to (the purchaser), and the seller's name, slug and settings. */
export async function findBalanceContact(db: Db, cart: CartRow) {
  const [row] = await db
    .select({ email: identities.email, firstName: identities.firstName, ...sellerSenderColumns })
    .from(sellers)
    .leftJoin(identities, eq(identities.id, cart.purchaserIdentityId ?? cart.identityId))
    .where(eq(sellers.id, cart.sellerId));
  return row;
}

type Step = 'reminderSentAt' | 'chargeAttemptedAt' | 'overdueAppliedAt';

/**
 * Claims one step of a part: true for the one caller that set it (the row is created on first
 * use; an UPDATE … WHERE still null decides between concurrent instances).
 */
export async function claimStep(db: Db, cartId: string, dueDate: Date, step: Step, now: Date): Promise<boolean> {
  await db.insert(balanceCollections).values({ cartId, dueDate }).onConflictDoNothing();
  const claimed = await db
    .update(balanceCollections)
    .set({ [step]: now })
    .where(and(eq(balanceCollections.cartId, cartId), eq(balanceCollections.dueDate, dueDate), isNull(balanceCollections[step])))
    .returning({ cartId: balanceCollections.cartId });
  return claimed.length > 0;
}

/** Gives a claimed step back (its e-mail could not be sent, the cart changed meanwhile): the next run tries again. */
export async function releaseStep(db: Db, cartId: string, dueDate: Date, step: Step): Promise<void> {
  await db
    .update(balanceCollections)
    .set({ [step]: null })
    .where(and(eq(balanceCollections.cartId, cartId), eq(balanceCollections.dueDate, dueDate)));
}

export async function recordChargeOutcome(
  db: Db,
  cartId: string,
  dueDate: Date,
  outcome: 'succeeded' | 'declined' | 'no_card',
): Promise<void> {
  await db
    .update(balanceCollections)
    .set({ chargeOutcome: outcome })
    .where(and(eq(balanceCollections.cartId, cartId), eq(balanceCollections.dueDate, dueDate)));
}

/** Ends the hold of a pending cart now, so releasing expired carts lets its tickets go. */
export async function endCartHold(tx: Tx, cartId: string, now: Date): Promise<CartRow | undefined> {
  const [cart] = await tx
    .update(carts)
    .set({ expiresAt: now })
    .where(and(eq(carts.id, cartId), eq(carts.state, 'pending'), eq(carts.paymentPending, false)))
    .returning();
  return cart;
}
