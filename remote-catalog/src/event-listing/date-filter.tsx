import { useId } from 'react';
import { FilterButtons, type FilterChoice } from './filter-buttons';
import type { DateFilter as DateValue } from './listing-filters-query';

const CHOICES: Array<FilterChoice<DateValue | null>> = [
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
      <FilterButtons choices={CHOICES} value={value} onChange={onChange} labelId={labelId} />
    </div>
  );
}
