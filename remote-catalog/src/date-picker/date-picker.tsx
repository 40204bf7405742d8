import { lazy, useState, type Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FieldGroup, HydrationBoundary, type CalendarDate } from '@storefront/shared';
import { DateButton } from './date-button';
import { DateLegend } from './date-legend';
import { dayLabel, longDate, type Annotation } from './date-labels';
import './date-picker.css';

// Only 'More dates' opens it: its code arrives then, not with the form.
const CalendarModal = lazy(() => import(/* webpackChunkName: "calendar-modal" */ './calendar-modal').then((m) => ({ default: m.CalendarModal })));

/** Spec 01 §9: at most 8 date buttons. */
export const MAX_DATE_BUTTONS = 8;

export interface DatePickerProps {
  /** Every date of the calendar range (buttons show the first 8; the modal shows them all). */
  dates: CalendarDate[];
  selectedDate: string | null;
  onSelect(date: string): void;
  /** 'Change date': back to the choices. */
  onClear(): void;
  timezone: string;
  currency: string;
  /** Epoch ms, for the Today / Tomorrow labels and the calendar's range. */
  now: number;
  /** `web.price_display.primary_prefix`; default 'from'. */
  pricePrefix?: string;
  /** The seller advertises prices including outside fees (spec 01 §9). */
  includeFees?: boolean;
  annotationsFor?(date: string): Annotation[];
  taxMessage?: string | null;
  error?: string | null;
  legend?: string;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Spec 01 §2 "Date picker": up to 8 date buttons, a 'More dates' calendar, the legend; a
 * chosen day shows alone with a 'Change date' button. Plain values in, callbacks out.
 */
export const DatePicker = observer(function DatePicker(props: DatePickerProps) {
  const { dates, selectedDate, onSelect, onClear, timezone, currency, now, pricePrefix, includeFees, annotationsFor, taxMessage } = props;
  const [calendarOpen, setCalendarOpen] = useState(false);
  const annotations = (date: string) => annotationsFor?.(date) ?? [];

  if (selectedDate) {
    const { top } = dayLabel(selectedDate, timezone, now);
    const relative = top === 'Today' || top === 'Tomorrow' ? `${top}, ` : '';
    return (
      <FieldGroup legend={props.legend ?? 'Choose a date'} error={props.error} ref={props.ref} className="cat-date-picker">
        <div className="cat-date-picker__chosen">
          <span className="cat-date-picker__chosen-date">
            {relative}
            {longDate(selectedDate, timezone)}
          </span>
          <Button variant="link" onClick={onClear}>
            Change date
          </Button>
        </div>
      </FieldGroup>
    );
  }

  const select = (date: string) => {
    setCalendarOpen(false);
    onSelect(date);
  };
  return (
    <FieldGroup legend={props.legend ?? 'Choose a date'} error={props.error} ref={props.ref} className="cat-date-picker">
      <ul className="cat-date-picker__buttons">
        {dates.slice(0, MAX_DATE_BUTTONS).map((day) => (
          <li key={day.date}>
            <DateButton
              day={day}
              timezone={timezone}
              currency={currency}
              now={now}
              pricePrefix={pricePrefix}
              includeFees={includeFees}
              annotations={annotations(day.date)}
              onSelect={select}
            />
          </li>
        ))}
      </ul>
      {dates.length > MAX_DATE_BUTTONS && (
        <Button variant="secondary" className="cat-date-picker__more" onClick={() => setCalendarOpen(true)}>
          More dates
        </Button>
      )}
      <DateLegend dates={dates.slice(0, MAX_DATE_BUTTONS)} annotationsFor={annotationsFor} taxMessage={taxMessage} />
      {/* Mounted only while open, so the calendar's focus moves in when it arrives and back on close. */}
      {calendarOpen && (
        <HydrationBoundary>
          <CalendarModal
            open
            onClose={() => setCalendarOpen(false)}
            dates={dates}
            onSelect={select}
            timezone={timezone}
            currency={currency}
            now={now}
            pricePrefix={pricePrefix}
            includeFees={includeFees}
            annotationsFor={annotationsFor}
            taxMessage={taxMessage}
          />
        </HydrationBoundary>
      )}
    </FieldGroup>
  );
});
