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
 * Spec 01 §9: the lines already show adjusted values, so the total is theirs plus the
 * outside fees: fees are rows before the total, or — when the line prices include them —
 * named under it; discounts are named under it as savings (they are in the lines already);
 * then the outstanding amount when it differs.
 */
export function CartTotals({ cartmods, fees, includeFees, totalMinor, outstandingMinor, currency }: CartTotalsProps) {
  const discounts = cartmods.filter((m) => m.discountMinor > 0);
  return (
    <dl className="chk-totals">
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
      {discounts.map((m) => (
        <div key={m.id} className="chk-totals__row chk-totals__row--discount">
          <dt>Savings ({m.name})</dt>
          <dd>−{formatMoney(m.discountMinor, currency)}</dd>
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
