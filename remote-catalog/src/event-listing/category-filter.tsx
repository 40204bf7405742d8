import { useId, useRef } from 'react';
import { cx } from '@storefront/shared';
import { estimatedDropdownBelow } from './category-filter-estimate';
import { FilterButtons, type FilterChoice } from './filter-buttons';
import { useRowCount } from './use-row-count';

/** Spec 01 §2: the buttons give way to a dropdown when they wrap onto more than this many rows. */
export const MAX_CATEGORY_ROWS = 2;

export interface CategoryFilterProps {
  categories: string[];
  /** null = All. */
  value: string | null;
  onChange(category: string | null): void;
}

/**
 * Category filter: All plus one toggle button per category (`aria-pressed`), or a dropdown
 * once the buttons are measured to wrap onto more than MAX_CATEGORY_ROWS rows. The buttons
 * stay laid out (hidden) while the dropdown shows, so a wider window can bring them back.
 * Until the first measurement (the server's markup and the hydrating render) both controls
 * are sent and CSS shows one of them by the filter bar's width, from an estimate of where
 * the buttons wrap (category-filter-estimate.ts), so that measuring rarely moves the page.
 */
export function CategoryFilter({ categories: offered, value, onChange }: CategoryFilterProps) {
  // A category from a shared address that the listing no longer offers stays visible.
  const categories = value && !offered.includes(value) ? [...offered, value] : offered;
  const labelId = useId();
  const selectId = useId();
  const buttonsRef = useRef<HTMLDivElement>(null);
  const rows = useRowCount(buttonsRef, categories.join('\n'));
  const layout = rows === null ? 'undecided' : rows > MAX_CATEGORY_ROWS ? 'dropdown' : 'buttons';
  const choices: Array<FilterChoice<string | null>> = [['All', null], ...categories.map((c): FilterChoice<string> => [c, c])];
  const dropdownBelow = layout === 'undecided' ? estimatedDropdownBelow(choices.map(([label]) => label), MAX_CATEGORY_ROWS) : null;

  return (
    <div
      className={cx(
        'cat-filter cat-filter--category',
        layout === 'undecided' && 'cat-filter--undecided',
        dropdownBelow !== null && `cat-filter--dropdown-below-${dropdownBelow}`,
      )}
    >
      {/* Names the button group (aria-labelledby) and, while it is there, the dropdown. */}
      <label className="cat-filter__label" id={labelId} htmlFor={layout === 'buttons' ? undefined : selectId}>
        Category
      </label>
      <div className="cat-filter__measure-box">
        <FilterButtons
          ref={buttonsRef}
          choices={choices}
          value={value}
          onChange={onChange}
          labelId={labelId}
          measuring={layout === 'dropdown'}
        />
        {layout !== 'buttons' && (
          <select
            id={selectId}
            className="cat-filter__select"
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value || null)}
          >
            <option value="">All</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </div>
    </div>
  );
}
