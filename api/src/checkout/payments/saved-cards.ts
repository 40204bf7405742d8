/** A member's saved cards (`GET my/identity/saved_payment_method`; spec 02 §3 Saved payment method). */
import type { ApiSavedPaymentMethod } from '@storefront/shared/wire';
import type { Executor } from '../../infra/db/client';
import { cardLabel } from './card-processor';
import {
  findSavedCards,
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
