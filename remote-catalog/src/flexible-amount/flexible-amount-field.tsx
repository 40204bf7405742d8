import { useState } from 'react';
import { TextField, formatMoney, type Money, type TicketType } from '@storefront/shared';
import { flexibleAmountError, parseFlexibleAmount } from '@storefront/shared/validation';

export { flexibleAmountError, parseFlexibleAmount } from '@storefront/shared/validation';

/** A flexible-price type (donation, gift card): it has a min or max price. */
export const isFlexiblePrice = (type: TicketType) => type.minPriceMinor !== null || type.maxPriceMinor !== null;

/**
 * Spec 01 §5 "Flexible amount": number, required, step 0.01, within the type's min and max
 * ('Value entered is outside min/max'). Controlled by text; `onAmount` gets minor units, or
 * null while the text is not a valid amount. `error` (e.g. from a submit) wins over the
 * field's own check, which runs on blur.
 */
export function FlexibleAmountField({
  type,
  currency,
  value,
  onChange,
  onAmount,
  error,
  id,
  label = 'Amount',
}: {
  type: TicketType;
  currency: string;
  value: string;
  onChange(text: string): void;
  onAmount?(minor: Money | null): void;
  error?: string | null;
  id?: string;
  label?: string;
}) {
  const [touched, setTouched] = useState(false);
  const own = touched ? flexibleAmountError(value, type.minPriceMinor, type.maxPriceMinor) : null;
  const range = [
    type.minPriceMinor !== null ? `from ${formatMoney(type.minPriceMinor, currency)}` : null,
    type.maxPriceMinor !== null ? `up to ${formatMoney(type.maxPriceMinor, currency)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <TextField
      id={id}
      label={label}
      hint={range ? `Enter an amount ${range}.` : undefined}
      type="number"
      inputMode="decimal"
      step="0.01"
      min={type.minPriceMinor !== null ? type.minPriceMinor / 100 : undefined}
      max={type.maxPriceMinor !== null ? type.maxPriceMinor / 100 : undefined}
      required
      value={value}
      error={error ?? own}
      onBlur={() => setTouched(true)}
      onChange={(e) => {
        onChange(e.target.value);
        const minor = parseFlexibleAmount(e.target.value);
        const ok = minor !== null && flexibleAmountError(e.target.value, type.minPriceMinor, type.maxPriceMinor) === null;
        onAmount?.(ok ? minor : null);
      }}
    />
  );
}
