import { useId } from 'react';
import { Button } from '@storefront/shared';
import type { DateFilter as DateValue } from './listing-filters-query';

const CHOICES: Array<[string, DateValue | null]> = [
  ['All', null],
  ['Today', 'today'],
  ['Tomorrow', 'tomorrow'],
];

export interface DateFilterProps {
  /** null = All. */
  value: DateValue | null;
  onChange(date: DateValue | null): void;
}

/** Spec 01 §2: date filter buttons All, Today, Tomorrow (days of the seller's time zone). */
export function DateFilter({ value, onChange }: DateFilterProps) {
  const labelId = useId();
  return (
    <div className="cat-filter cat-filter--date">
      <span className="cat-filter__label" id={labelId}>
        Date
      </span>
      <div className="cat-filter__buttons" role="group" aria-labelledby={labelId}>
        {CHOICES.map(([label, date]) => (
          <Button
            key={label}
            variant={value === date ? 'primary' : 'secondary'}
            className="cat-filter__button"
            aria-pressed={value === date}
            onClick={() => onChange(date)}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
