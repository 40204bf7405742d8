/** A member's saved cards (`GET my/identity/saved_payment_method`; spec 02 §3 Saved payment method). */
import type { ApiSavedPaymentMethod } from '@storefront/shared/wire';
import type { Db, Executor } from '../../infra/db/client';
import { cardLabel, type CardIntent } from './card-processor';
import {
  findSavedCards,
  insertSavedCard,
} from '../checkout-repository';

/** The member's cards, oldest first; `id` is what a `saved_card` payment names as its `source`. */
export async function listSavedCards(executor: Executor, memberIdentityId: string | null): Promise<ApiSavedPaymentMethod[]> {
  if (!memberIdentityId) return [];
  const rows = await findSavedCards(executor, memberIdentityId);
  return rows.map((row) => ({ id: row.providerReference, identifier: cardLabel({ brand: row.brand, last4: row.last4 }) }));
}

/** The card a scheduled charge uses (ADR 0036): the identity's most recently saved one, if any. */
export async function newestSavedCard(executor: Executor, identityId: string): Promise<{ providerReference: string } | undefined> {
  return (await findSavedCards(executor, identityId)).at(-1);
}

/**
 * A member's paid intent made to save its card (`setup_future_usage`) saves it for their
 * customer: when the pay sequence records it, and when a webhook adopts it after the browser's
 * 3-D Secure (ADR 0036).
 */
export async function keepIntentCard(db: Db, intent: CardIntent, purchaser: { identityId: string; member: boolean }): Promise<void> {
  if (!intent.savesCard || !purchaser.member || !intent.customer || !intent.card || !intent.paymentMethodId) return;
  await insertSavedCard(db, {
    identityId: purchaser.identityId,
    providerReference: intent.paymentMethodId,
    customerReference: intent.customer,
    brand: intent.card.brand,
    last4: intent.card.last4,
  });
}
