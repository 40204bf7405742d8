import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { HydrationBoundary, useStores } from '@storefront/shared';

// Its own chunk with react-hook-form and yup: the cart widget is on the event page's first
// load, and an empty cart (every first visit) shows no code box.
const PromoCodeForm = lazy(() => import('./promo-code-form').then((m) => ({ default: m.PromoCodeForm })));

/**
 * Spec 01 §2/§4: the promo code box, only while the cart takes codes (modifiable, payment
 * due, no payments, no blocking rule), with the codes already applied.
 */
export const PromoCodeBox = observer(function PromoCodeBox() {
  const { cart } = useStores();
  const applied = (cart.cart?.cartmods ?? []).filter((m) => m.code);
  if (!cart.canEnterPromoCode && applied.length === 0) return null;
  return (
    <div className="chk-promo">
      {applied.length > 0 && (
        <ul className="chk-promo__applied" aria-label="Applied codes">
          {applied.map((m) => (
            <li key={m.id}>
              <strong>{m.code}</strong> {m.name}
            </li>
          ))}
        </ul>
      )}
      {cart.canEnterPromoCode && (
        <HydrationBoundary fallback={null}>
          <PromoCodeForm
            message={cart.promoMessage}
            busy={cart.applyingCode}
            onApply={async (code) => (await cart.applyPromoCode(code)).ok}
            onEdit={cart.clearPromoMessage}
          />
        </HydrationBoundary>
      )}
    </div>
  );
});
