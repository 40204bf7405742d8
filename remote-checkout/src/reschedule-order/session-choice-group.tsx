import { useId, type Ref } from 'react';
import { FieldGroup, formatTime } from '@storefront/shared';
import { RESCHEDULE_TEXTS as T } from './reschedule-texts';
import type { SessionDay } from './session-choices';

export interface SessionChoiceGroupProps {
  days: SessionDay[];
  selectedSessionId: string | null;
  onSelect(sessionId: string): void;
  timezone: string;
  error: string | null;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * One radio group (one name, so arrow keys move between the times of every day) under the
 * legend 'Choose a new time', each day a labelled sub-group; sold-out times and times with
 * fewer places than tickets are disabled.
 */
export function SessionChoiceGroup({ days, selectedSessionId, onSelect, timezone, error, ref }: SessionChoiceGroupProps) {
  const name = useId();
  return (
    <FieldGroup legend={T.legend} error={error} ref={ref} className="chk-reschedule__sessions">
      {days.length === 0 ? (
        <p>{T.noSessions}</p>
      ) : (
        days.map((day) => (
          <div key={day.date} role="group" aria-labelledby={`${name}-${day.date}`} className="chk-reschedule__day">
            <h3 id={`${name}-${day.date}`} className="chk-reschedule__date">
              {day.label}
            </h3>
            {day.choices.map(({ session, open, availability }) => (
              <label key={session.id} className="chk-reschedule__session" data-disabled={!open || undefined}>
                <input
                  type="radio"
                  name={name}
                  value={session.id}
                  checked={session.id === selectedSessionId}
                  disabled={!open}
                  onChange={() => onSelect(session.id)}
                />
                <span className="chk-reschedule__time">{formatTime(session.start, timezone)}</span>
                <span className="chk-reschedule__availability">{availability}</span>
              </label>
            ))}
          </div>
        ))
      )}
    </FieldGroup>
  );
}
