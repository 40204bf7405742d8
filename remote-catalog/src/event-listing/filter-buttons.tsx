import type { Ref } from 'react';
import { Button, cx } from '@storefront/shared';

/** A choice: its button label and the value it picks (null = the 'All' reset). */
export type FilterChoice<T> = readonly [label: string, value: T];

export interface FilterButtonsProps<T> {
  choices: ReadonlyArray<FilterChoice<T>>;
  value: T;
  onChange(value: T): void;
  /** Id of the filter's visible label, naming the group. */
  labelId: string;
  /**
   * The buttons stay laid out, hidden and inert, only to be measured (the category filter
   * while its dropdown shows).
   */
  measuring?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** The listing filters' toggle-button group: one `aria-pressed` button per choice, the chosen one primary. */
export function FilterButtons<T extends string | null>({ choices, value, onChange, labelId, measuring = false, ref }: FilterButtonsProps<T>) {
  return (
    <div
      ref={ref}
      className={cx('cat-filter__buttons', measuring && 'cat-filter__buttons--measuring')}
      role={measuring ? undefined : 'group'}
      aria-labelledby={measuring ? undefined : labelId}
      aria-hidden={measuring || undefined}
      inert={measuring}
    >
      {choices.map(([label, choice]) => (
        <Button
          key={choice ?? ''}
          variant={value === choice ? 'primary' : 'secondary'}
          className="cat-filter__button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
