import { Button, formatMoney, type Money } from '@storefront/shared';

/** The submit button's label: by flexible admission, gift and ticket count. */
export function submitLabel({ flexible = false, gift = false, count }: { flexible?: boolean; gift?: boolean; count: number }): string {
  if (gift) return count > 1 ? `Add ${count} gifts to cart` : 'Add gift to cart';
  if (flexible) return 'Add flexible tickets to cart';
  if (count === 0) return 'Add to cart';
  return `Add ${count} ${count === 1 ? 'ticket' : 'tickets'} to cart`;
}

export interface ReserveFooterProps {
  count: number;
  totalMinor: Money;
  currency: string;
  busy: boolean;
  disabled?: boolean;
  flexible?: boolean;
  gift?: boolean;
}

/** The foot of a reservation form: the running total (announced politely) and the submit button. */
export function ReserveFooter({ count, totalMinor, currency, busy, disabled, flexible, gift }: ReserveFooterProps) {
  return (
    <div className="cat-form__footer">
      {count > 0 && (
        <p className="cat-form__total" aria-live="polite">
          Total: <strong>{formatMoney(totalMinor, currency)}</strong>
        </p>
      )}
      <Button type="submit" variant="primary" busy={busy} disabled={disabled}>
        {submitLabel({ flexible, gift, count })}
      </Button>
    </div>
  );
}
