import { useId } from 'react';

export interface TimeFilterProps {
  /** 'HH:mm' or null. */
  start: string | null;
  end: string | null;
  onChange(change: { timeStart?: string | null; timeEnd?: string | null }): void;
}

/**
 * Time window (query `time.start` / `time.end`): sessions starting from `start` and before
 * `end`, in the venue's time of day. Clearing an input removes that bound.
 */
export function TimeFilter({ start, end, onChange }: TimeFilterProps) {
  const id = useId();
  return (
    <fieldset className="cat-filter cat-filter--time">
      <legend className="cat-filter__label">Time</legend>
      <div className="cat-filter__times">
        <label className="cat-filter__time" htmlFor={`${id}-from`}>
          <span>From</span>
          <input
            id={`${id}-from`}
            type="time"
            className="sf-field__input"
            value={start ?? ''}
            max={end ?? undefined}
            onChange={(e) => onChange({ timeStart: e.target.value || null })}
          />
        </label>
        <label className="cat-filter__time" htmlFor={`${id}-to`}>
          <span>To</span>
          <input
            id={`${id}-to`}
            type="time"
            className="sf-field__input"
            value={end ?? ''}
            min={start ?? undefined}
            onChange={(e) => onChange({ timeEnd: e.target.value || null })}
          />
        </label>
      </div>
    </fieldset>
  );
}
