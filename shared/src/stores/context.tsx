import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

/**
 * The one React context of the storefront. `@storefront/shared` is a federated singleton,
 * so host and remotes share this very object.
 */
export const StoreContext = createContext<RootStore | null>(null);
StoreContext.displayName = 'StorefrontStores';

export function StoreProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The root store; read it inside `observer` components. */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) {
    throw new Error(
      'useStores() was called outside <StoreProvider>. The host renders <StoreProvider store={rootStore}> around the app; a remote running on its own must do the same in its bootstrap.',
    );
  }
  return store;
}
