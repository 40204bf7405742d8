import { useEffect } from 'react';
import { useStores } from '@storefront/shared';
import { clearUpsellsChain } from './upsell-chain';

/**
 * Spec 01 §2: "The chain of upsells is cleared on leaving the event screen." Call from the
 * component that lives exactly as long as the event screen (the event page, which stays
 * mounted from one event to the next); the cleanup runs when the visitor leaves it.
 */
export function useClearUpsellsChainOnLeave(): void {
  const { cart } = useStores();
  useEffect(() => () => clearUpsellsChain(cart), [cart]);
}
