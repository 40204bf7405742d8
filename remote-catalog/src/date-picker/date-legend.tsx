import type { CalendarDate } from '@storefront/shared';
import { AnnotationBadges } from '../message-rules/rule-messages';
import { PRICE_INCREASE_TEXT, type Annotation } from './date-labels';

export interface DateLegendProps {
  dates: CalendarDate[];
  annotationsFor?(date: string): Annotation[];
  /** Tax included / excluded wording, when the event or seller gives one. */
  taxMessage?: string | null;
}

/** Spec 01 §2 legend: annotations, sold out, tax included or excluded, price increase. */
export function DateLegend({ dates, annotationsFor, taxMessage }: DateLegendProps) {
  const unique = new Map<string, Annotation>();
  for (const day of dates) for (const a of annotationsFor?.(day.date) ?? []) unique.set(a.message, a);
  const soldOut = dates.some((d) => d.status === 'sold_out');
  const increase = dates.some((d) => d.priceIncrease);
  if (unique.size === 0 && !soldOut && !increase && !taxMessage) return null;
  return (
    <ul className="cat-date-legend" aria-label="Legend">
      {[...unique.values()].map((a) => (
        <li key={a.id}>
          <AnnotationBadges annotations={[a]} />
        </li>
      ))}
      {soldOut && (
        <li>
          <span className="cat-date-legend__swatch cat-date-legend__swatch--sold-out" aria-hidden="true" /> Sold out
        </li>
      )}
      {taxMessage && <li>{taxMessage}</li>}
      {increase && (
        <li>
          <span className="cat-date-legend__swatch cat-date-legend__swatch--increase" aria-hidden="true">+</span>{' '}
          {PRICE_INCREASE_TEXT}
        </li>
      )}
    </ul>
  );
}
