import { useSyncExternalStore } from 'react';
import { useStores } from '@storefront/shared';

const neverChanges = () => () => undefined;

/**
 * Epoch ms for the Today / Tomorrow labels. On the server and while the browser hydrates its
 * markup: `serverNow`, the time the server asked for the dates, so both render the same labels
 * even across the venue's midnight; after hydration (and in any render without server data)
 * the store's clock.
 */
export function useLabelNow(serverNow: number | null): number {
  const { clock } = useStores();
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return hydrated || serverNow === null ? clock.read() : serverNow;
}
