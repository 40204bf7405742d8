import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cx, type CalendarDate } from '@storefront/shared';
import { AnnotationBadges } from '../message-rules/rule-messages';
import { WEEKDAYS, WEEKDAY_NAMES, monthOf, monthTitle, monthWeeks, type Month } from './calendar-grid';
import { calendarDayName, dayOfMonth, dayPrice, priceText, type Annotation } from './date-labels';

export interface CalendarMonthProps {
  month: Month;
  byDate: Map<string, CalendarDate>;
  /** The day holding the roving tab stop. */
  focused: string;
  /** Move DOM focus to `focused` after the next render (keyboard moves). */
  focusRequest: number;
  today: string;
  currency: string;
  pricePrefix?: string;
  /** The seller advertises prices including outside fees. */
  includeFees?: boolean;
  annotationsFor?(date: string): Annotation[];
  onKeyDown(e: KeyboardEvent<HTMLTableElement>): void;
  onPick(date: string): void;
}

/** One month as a 6 × 7 `grid` with weekday headers and a roving tab stop. */
export function CalendarMonth(props: CalendarMonthProps) {
  const { month, byDate, focused, focusRequest, today, currency, pricePrefix, includeFees = false, annotationsFor } = props;
  const tableRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focusRequest, focused]);

  return (
    <table ref={tableRef} role="grid" className="cat-calendar__grid" aria-label={monthTitle(month)} onKeyDown={props.onKeyDown}>
      <thead>
        <tr role="row">
          {WEEKDAYS.map((d, i) => (
            // Screen readers say the header as they enter a column: the day in full, not 'Tue'.
            <th key={d} role="columnheader" scope="col" aria-label={WEEKDAY_NAMES[i]}>
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]} role="row">
            {week.map((date) => {
              if (monthOf(date) !== month) return <td key={date} role="gridcell" className="cat-calendar__outside" />;
              const day = byDate.get(date);
              const open = day?.status === 'available';
              const price = open && day ? priceText(dayPrice(day, includeFees), currency, pricePrefix) : null;
              const annotations = open ? (annotationsFor?.(date) ?? []) : [];
              return (
                <td key={date} role="gridcell">
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-disabled={!open || undefined}
                    aria-current={date === today ? 'date' : undefined}
                    aria-label={calendarDayName(date, day, annotations, { currency, prefix: pricePrefix, includeFees })}
                    className={cx('cat-calendar__day', !open && 'cat-calendar__day--disabled', day?.status === 'sold_out' && 'cat-calendar__day--sold-out')}
                    onClick={() => open && props.onPick(date)}
                  >
                    <span className="cat-calendar__number">{dayOfMonth(date)}</span>{' '}
                    {price && <span className="cat-calendar__price">{price}</span>}{' '}
                    <AnnotationBadges annotations={annotations} />
                    {open && day?.priceIncrease && <span className="cat-calendar__increase" aria-hidden="true">+</span>}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
