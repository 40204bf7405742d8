import type { CalendarDate } from '@storefront/shared';
import { AnnotationBadges } from '../message-rules/rule-messages';
import { availabilityText, dateButtonName, dayLabel, dayPrice, priceText, type Annotation } from './date-labels';

export interface DateButtonProps {
  day: CalendarDate;
  timezone: string;
  currency: string;
  now: number;
  pricePrefix?: string;
  /** The seller advertises prices including outside fees. */
  includeFees?: boolean;
  annotations: Annotation[];
  onSelect(date: string): void;
}

/**
 * One date button: date, availability, 'from' price (or Free) and annotation badges. The
 * spaces between the parts keep the words apart in the text that label-in-name checks read.
 */
export function DateButton({ day, timezone, currency, now, pricePrefix, includeFees = false, annotations, onSelect }: DateButtonProps) {
  const open = day.status === 'available';
  const { top, bottom } = dayLabel(day.date, timezone, now);
  const price = open ? priceText(dayPrice(day, includeFees), currency, pricePrefix) : null;
  return (
    <button
      type="button"
      className="cat-date-button"
      data-date={day.date}
      disabled={!open}
      aria-label={dateButtonName(day, timezone, now, annotations, { currency, prefix: pricePrefix, includeFees })}
      onClick={() => onSelect(day.date)}
    >
      <span className="cat-date-button__day">{top}</span>{' '}
      <span className="cat-date-button__date">{bottom}</span>{' '}
      <span className="cat-date-button__status">{availabilityText(day)}</span>{' '}
      {price && <span className="cat-date-button__price">{price}</span>}{' '}
      <AnnotationBadges annotations={annotations} />
      {day.priceIncrease && open && <span className="cat-date-button__increase" aria-hidden="true">+</span>}
    </button>
  );
}
