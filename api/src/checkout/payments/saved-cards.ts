/** A member's saved cards (`GET my/identity/saved_payment_method`; spec 02 §3 Saved payment method). */
import type { ApiSavedPaymentMethod } from '@storefront/shared/wire';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client';
import { savedPaymentMethods } from '../../infra/db/schema';
import { cardLabel } from './card-processor';

/** The member's cards, oldest first; `id` is what a `saved_card` payment names as its `source`. */
export async function listSavedCards(executor: Executor, memberIdentityId: string | null): Promise<ApiSavedPaymentMethod[]> {
  if (!memberIdentityId) return [];
  const rows = await executor
    .select()
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.identityId, memberIdentityId))
    .orderBy(asc(savedPaymentMethods.createdAt));
  return rows.map((row) => ({ id: row.providerReference, identifier: cardLabel({ brand: row.brand, last4: row.last4 }) }));
}
