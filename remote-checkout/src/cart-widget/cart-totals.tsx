import { formatMoney, type CartFee, type CartMod } from '@storefront/shared';

export interface CartTotalsProps {
  cartmods: CartMod[];
  fees: CartFee[];
  /** The seller advertises prices including fees: the lines already carry them. */
  includeFees: boolean;
  totalMinor: number;
  outstandingMinor: number;
  currency: string;
}

/**
 * Spec 01 §9: totals from the adjusted values; each discount listed; outside fees added as
 * their own rows, or — when the line prices already include them — named under the total;
 * the outstanding amount when it differs.
 */
export function CartTotals({ cartmods, fees, includeFees, totalMinor, outstandingMinor, currency }: CartTotalsProps) {
  const discounts = cartmods.filter((m) => m.discountMinor > 0);
  return (
    <dl className="chk-totals">
      {discounts.map((m) => (
        <div key={m.id} className="chk-totals__row chk-totals__row--discount">
          <dt>{m.name}</dt>
          <dd>−{formatMoney(m.discountMinor, currency)}</dd>
        </div>
      ))}
      {!includeFees &&
        fees.map((fee) => (
          <div key={fee.name} className="chk-totals__row">
            <dt>{fee.name}</dt>
            <dd>{formatMoney(fee.amountMinor, currency)}</dd>
          </div>
        ))}
      <div className="chk-totals__row chk-totals__row--total">
        <dt>Total</dt>
        <dd>
          <strong>{formatMoney(totalMinor, currency)}</strong>
        </dd>
      </div>
      {includeFees &&
        fees.map((fee) => (
          <div key={fee.name} className="chk-totals__row chk-totals__row--included">
            <dt>Includes {fee.name}</dt>
            <dd>{formatMoney(fee.amountMinor, currency)}</dd>
          </div>
        ))}
      {outstandingMinor !== totalMinor && (
        <div className="chk-totals__row">
          <dt>Due now</dt>
          <dd>{formatMoney(outstandingMinor, currency)}</dd>
        </div>
      )}
    </dl>
  );
}
