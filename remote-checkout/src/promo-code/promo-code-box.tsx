import { lazy, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { HydrationBoundary, useStores } from '@storefront/shared';
import { promoRefusalMessage } from './promo-code-messages';

// Its own chunk with react-hook-form and yup: the cart widget is on the event page's first
// load, and an empty cart (every first visit) shows no code box.
const PromoCodeForm = lazy(() => import('./promo-code-form').then((m) => ({ default: m.PromoCodeForm })));

/**
 * Spec 01 §2/§4: the promo code box, only while the cart takes codes (modifiable, payment
 * due, no payments, no blocking rule), with the codes already applied. Focus stays on Apply,
 * so a code applied is said through a status region that is there before it (WCAG 4.1.3);
 * a refusal is the field's error, announced as it appears (the form).
 */
export const PromoCodeBox = observer(function PromoCodeBox() {
  const { cart } = useStores();
  const [justApplied, setJustApplied] = useState<string | null>(null);
  const applied = (cart.cart?.cartmods ?? []).filter((m) => m.code);
  if (!cart.canEnterPromoCode && applied.length === 0) return null;
  const apply = async (code: string) => {
    setJustApplied(null);
    const { ok } = await cart.applyPromoCode(code);
    if (ok) setJustApplied(code.trim());
    return ok;
  };
  return (
    <div className="chk-promo">
      <p className="sf-visually-hidden" role="status">
        {justApplied && `Promo code ${justApplied} applied.`}
      </p>
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
            message={promoRefusalMessage(cart.promoRefusal)}
            busy={cart.applyingCode}
            onApply={apply}
            onEdit={cart.clearPromoRefusal}
          />
        </HydrationBoundary>
      )}
    </div>
  );
});
