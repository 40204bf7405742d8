import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { FieldGroup, formatDate, formatMoney, relativeDayLabel, useStores } from '@storefront/shared';
import type { DateFirstFormStore } from '../date-first-form/date-first-form-store';

/**
 * Spec 01 §2 "Date picker": up to 8 date buttons with availability and a 'from' price;
 * a chosen day shows alone with a change button. The 'more dates' calendar comes with
 * the catalog issue.
 */
export const DatePicker = observer(function DatePicker({
  form,
  ref,
}: {
  form: DateFirstFormStore;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const { config } = useStores();
  const tz = form.event.timezone;
  const label = (date: string) => relativeDayLabel(date, tz, Date.now()) ?? formatDate(date, tz);

  return (
    <FieldGroup legend="Choose a date" error={form.fieldErrors.date} ref={ref} className="cat-date-picker">
      {form.selectedDate ? (
        <div className="cat-date-picker__chosen">
          <span>{label(form.selectedDate)}</span>
          <button type="button" className="sf-button sf-button--link" onClick={form.clearDate}>
            Change date
          </button>
        </div>
      ) : (
        <ul className="cat-date-picker__buttons">
          {form.dateButtons.map((day) => {
            const soldOut = day.status !== 'available';
            return (
              <li key={day.date}>
                <button
                  type="button"
                  className="cat-date-button"
                  disabled={soldOut}
                  onClick={() => void form.selectDate(day.date)}
                >
                  <span className="cat-date-button__date">{label(day.date)}</span>
                  <span className="cat-date-button__status">{soldOut ? 'Sold out' : 'Available'}</span>
                  {day.minPriceMinor !== null && !soldOut && (
                    <span className="cat-date-button__price">
                      {day.minPriceMinor === 0 ? 'Free' : `from ${formatMoney(day.minPriceMinor, config.currency)}`}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </FieldGroup>
  );
});
