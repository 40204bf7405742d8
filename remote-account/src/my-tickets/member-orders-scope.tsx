import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, useStores, type Order } from '@storefront/shared';
import { MemberOrdersStore } from './member-orders-store';
import './my-tickets.css';

// A React context rather than the router's outlet context: the shared react-router build
// provides only the exports the host lists (ADR 0018), and a remote must not need more.
const MemberOrdersContext = createContext<MemberOrdersStore | null>(null);

/**
 * The tickets sections' parent route: one store of the member's orders for as long as the
 * visitor moves between them, so going from the list to an order reads nothing again.
 */
export function MemberOrdersScope() {
  const { api } = useStores();
  const [store] = useState(() => new MemberOrdersStore(api));
  return (
    <MemberOrdersContext.Provider value={store}>
      <Outlet />
    </MemberOrdersContext.Provider>
  );
}

/** The member's orders of the enclosing `MemberOrdersScope`, read on first use. */
export function useMemberOrders(): MemberOrdersStore {
  const store = useContext(MemberOrdersContext);
  if (!store) throw new Error('useMemberOrders outside MemberOrdersScope');
  useEffect(() => store.ensureLoaded(), [store]);
  return store;
}

/** The section's content once the orders are read; until then a loading state, or the error with a retry. */
export const WithMemberOrders = observer(function WithMemberOrders({
  store,
  children,
}: {
  store: MemberOrdersStore;
  children: (orders: Order[]) => ReactNode;
}) {
  const { state, orders } = store;
  if (state.status === 'error') {
    return (
      <Alert kind="error" title="Your tickets could not be loaded.">
        <p>{state.error.description ?? 'Please try again.'}</p>
        <Button variant="secondary" onClick={() => store.reload()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!orders) return <Loading label="Loading your tickets" />;
  return children(orders);
});
