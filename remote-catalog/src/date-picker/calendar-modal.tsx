import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Modal, toVenueDate, type CalendarDate } from '@storefront/shared';
import { CalendarMonth } from './calendar-month';
import { addDays, addMonths, calendarEndDate, clampDate, keyStep, monthOf, monthRange, monthTitle } from './calendar-grid';
import { DateLegend } from './date-legend';
import type { Annotation } from './date-labels';

export interface CalendarModalProps {
  open: boolean;
  onClose(): void;
  dates: CalendarDate[];
  selectedDate?: string | null;
  onSelect(date: string): void;
  timezone: string;
  currency: string;
  now: number;
  pricePrefix?: string;
  /** The seller advertises prices including outside fees. */
  includeFees?: boolean;
  annotationsFor?(date: string): Annotation[];
  taxMessage?: string | null;
}

/**
 * The 'Choose date' modal (spec 01 §2, §9): a month grid with previous and next month
 * buttons limited to the calendar's range; arrows move 1 or 7 days, Enter selects.
 */
export const CalendarModal = observer(function CalendarModal(props: CalendarModalProps) {
  const { open, onClose, dates, timezone } = props;
  return (
    <Modal open={open} onClose={onClose} title="Choose date" className="cat-calendar">
      {open && <CalendarBody {...props} today={toVenueDate(props.now, timezone)} />}
      {open && <DateLegend dates={dates} annotationsFor={props.annotationsFor} taxMessage={props.taxMessage} />}
    </Modal>
  );
});

function CalendarBody(props: CalendarModalProps & { today: string }) {
  const { dates, today, selectedDate, onSelect } = props;
  const byDate = useMemo(() => new Map(dates.map((d) => [d.date, d])), [dates]);
  const range = monthRange(today);
  const lastDate = addDays(calendarEndDate(today), -1);
  const start = clampDate(selectedDate ?? dates.find((d) => d.status === 'available')?.date ?? today, today, lastDate);
  const [focused, setFocused] = useState(start);
  const [focusRequest, setFocusRequest] = useState(0);
  const month = monthOf(focused);

  // The modal focuses its first control; the calendar's tab stop is the day, so take focus after it.
  useEffect(() => {
    const timer = setTimeout(() => setFocusRequest((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, []);

  const moveTo = (date: string) => {
    setFocused(clampDate(date, today, lastDate));
    setFocusRequest((n) => n + 1);
  };
  const showMonth = (delta: number) => setFocused(clampDate(`${addMonths(month, delta)}-01`, today, lastDate));

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const step = keyStep(e.key);
    if (step !== null) {
      e.preventDefault();
      moveTo(addDays(focused, step));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (byDate.get(focused)?.status === 'available') onSelect(focused);
    }
  };

  return (
    <div className="cat-calendar__body">
      <div className="cat-calendar__nav">
        <Button variant="secondary" aria-label="Previous month" disabled={month <= range.first} onClick={() => showMonth(-1)}>
          ‹
        </Button>
        <h3 className="cat-calendar__title" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <Button variant="secondary" aria-label="Next month" disabled={month >= range.last} onClick={() => showMonth(1)}>
          ›
        </Button>
      </div>
      <div className="cat-calendar__scroll">
        <CalendarMonth
          {...props}
          month={month}
          byDate={byDate}
          focused={focused}
          focusRequest={focusRequest}
          onKeyDown={onKeyDown}
          onPick={onSelect}
        />
      </div>
    </div>
  );
}
