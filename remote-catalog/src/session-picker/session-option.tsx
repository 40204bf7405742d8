import { advertisedPrice, formatTime, type EventSession, type Money, type PricedSession } from '@storefront/shared';
import { AnnotationBadges } from '../message-rules/rule-messages';
import { priceText, type Annotation } from '../date-picker/date-labels';

export type PickerSession = EventSession | PricedSession;

export const isSessionOpen = (s: EventSession) => !s.soldOut && s.available !== 0;

/** 'Sold out', 'N left' or 'Available'. */
export function sessionAvailability(s: EventSession): string {
  if (!isSessionOpen(s)) return 'Sold out';
  return s.available === null ? 'Available' : `${s.available} left`;
}

/**
 * Outside fees for the prices a session shows (spec 01 §9): counted only when `include`.
 * `byType`: one ticket's fees per type id ('from' prices); `forQuantities`: the fees of the posted quantities ('Total').
 */
export interface SessionFees {
  include: boolean;
  byType?: Record<string, Money>;
  forQuantities?: Money;
}

const NO_FEES: SessionFees = { include: false };

/** The lowest shown price of a priced session; null when prices are not known. */
export function sessionFromPrice(s: PickerSession, fees: SessionFees = NO_FEES): number | null {
  if (!('prices' in s)) return null;
  const prices = Object.entries(s.prices).map(([id, price]) => advertisedPrice(price, fees.byType?.[id] ?? 0, fees.include));
  return prices.length === 0 ? null : Math.min(...prices);
}

/** 'from $12.00', or with `total` the session's total for the posted quantities ('Total $32.00'). */
export function sessionPriceText(s: PickerSession, mode: 'from' | 'total', currency: string, prefix?: string, fees: SessionFees = NO_FEES): string | null {
  if (mode === 'total') return 'totalMinor' in s ? priceText(advertisedPrice(s.totalMinor, fees.forQuantities ?? 0, fees.include), currency, 'Total') : null;
  return priceText(sessionFromPrice(s, fees), currency, prefix);
}

export interface SessionOptionProps {
  session: PickerSession;
  name: string;
  checked: boolean;
  timezone: string;
  currency: string;
  pricePrefix?: string;
  priceMode?: 'from' | 'total';
  fees?: SessionFees;
  annotations: Annotation[];
  onSelect(id: string): void;
}

/** One session radio: time, availability, price when known, annotation badges. */
export function SessionOption(props: SessionOptionProps) {
  const { session, name, checked, timezone, currency, pricePrefix, priceMode = 'from', fees, annotations, onSelect } = props;
  const open = isSessionOpen(session);
  const price = sessionPriceText(session, priceMode, currency, pricePrefix, fees);
  return (
    <label className="cat-session" data-disabled={!open || undefined}>
      <input type="radio" name={name} value={session.id} checked={checked} disabled={!open} onChange={() => onSelect(session.id)} />
      <span className="cat-session__time">{formatTime(session.start, timezone)}</span>
      <span className="cat-session__availability">{sessionAvailability(session)}</span>
      {price && open && <span className="cat-session__price">{price}</span>}
      <AnnotationBadges annotations={annotations} />
    </label>
  );
}
