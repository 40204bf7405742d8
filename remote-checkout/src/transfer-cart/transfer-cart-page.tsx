import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Alert, Loading, errorMessage, safeRedirectPath, toApiError, useStores } from '@storefront/shared';

/** Spec 02 §2 / 03 §6 transfer-cart errors, by status. */
export const TRANSFER_ERRORS: Record<number, string> = {
  403: 'Access denied to cart',
  404: 'Cart not found',
};

type State = { kind: 'loading' } | { kind: 'done' } | { kind: 'error'; message: string };

/** `/transfer-cart/{cartId}?next=…` (default /checkout): takes over the cart, then goes on. */
export const TransferCartPage = observer(function TransferCartPage() {
  const { cart, config } = useStores();
  const { cartId = '' } = useParams();
  const [search] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    cart.transfer(cartId).then(
      () => live && setState({ kind: 'done' }),
      (e: unknown) => {
        const err = toApiError(e);
        const known = err.status !== null ? TRANSFER_ERRORS[err.status] : undefined;
        if (live) setState({ kind: 'error', message: known ?? errorMessage(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [cart, cartId]);

  const title = state.kind === 'error' ? state.message : 'Loading your cart';
  useEffect(() => {
    document.title = `${title} | ${config.sellerName}`;
  }, [title, config.sellerName]);

  if (state.kind === 'done') return <Navigate to={safeRedirectPath(search.get('next'), '/checkout')} replace />;
  if (state.kind === 'loading') return <Loading label="Loading your cart" />;
  return (
    <div className="chk-transfer">
      <Alert kind="error">{state.message}</Alert>
      <Link to="/">Continue</Link>
    </div>
  );
});
