import type { Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { FieldGroup, Loading, formatTime } from '@storefront/shared';
import type { DateFirstFormStore } from '../date-first-form/date-first-form-store';

/** Spec 01 §2: the sessions of the chosen date, in the venue's time zone. */
export const SessionPicker = observer(function SessionPicker({
  form,
  ref,
}: {
  form: DateFirstFormStore;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  return (
    <FieldGroup legend="Choose a time" error={form.fieldErrors.session} ref={ref} className="cat-session-picker">
      {form.sessionsLoading ? (
        <Loading label="Loading times" />
      ) : form.sessions.length === 0 ? (
        <p>There are no sessions on this date.</p>
      ) : (
        <div className="cat-session-picker__options">
          {form.sessions.map((session) => {
            const unavailable = session.soldOut || session.available === 0;
            return (
              <label key={session.id} className="cat-session" data-disabled={unavailable || undefined}>
                <input
                  type="radio"
                  name="session"
                  value={session.id}
                  checked={form.selectedSessionId === session.id}
                  disabled={unavailable}
                  onChange={() => form.selectSession(session.id)}
                />
                <span className="cat-session__time">{formatTime(session.start, form.event.timezone)}</span>
                <span className="cat-session__availability">
                  {unavailable ? 'Sold out' : session.available === null ? 'Available' : `${session.available} left`}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </FieldGroup>
  );
});
