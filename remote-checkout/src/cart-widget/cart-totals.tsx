import { formatMoney, type CartMod } from '@storefront/shared';

export interface CartTotalsProps {
  cartmods: CartMod[];
  totalMinor: number;
  outstandingMinor: number;
  currency: string;
}

/** Spec 01 §9: totals from the adjusted values; each discount listed; the outstanding amount when it differs. */
export function CartTotals({ cartmods, totalMinor, outstandingMinor, currency }: CartTotalsProps) {
  const discounts = cartmods.filter((m) => m.discountMinor > 0);
  return (
    <dl className="chk-totals">
      {discounts.map((m) => (
        <div key={m.id} className="chk-totals__row chk-totals__row--discount">
          <dt>{m.name}</dt>
          <dd>−{formatMoney(m.discountMinor, currency)}</dd>
        </div>
      ))}
      <div className="chk-totals__row chk-totals__row--total">
        <dt>Total</dt>
        <dd>
          <strong>{formatMoney(totalMinor, currency)}</strong>
        </dd>
      </div>
      {outstandingMinor !== totalMinor && (
        <div className="chk-totals__row">
          <dt>Due now</dt>
          <dd>{formatMoney(outstandingMinor, currency)}</dd>
        </div>
      )}
    </dl>
  );
}
