import { useId, useRef } from 'react';
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
 * Category filter: All plus one toggle button per category (`aria-pressed`). The buttons
 * stay laid out (hidden) while the dropdown shows, so a wider window can bring them back.
 */
export function CategoryFilter({ categories: offered, value, onChange }: CategoryFilterProps) {
  // A category from a shared address that the listing no longer offers stays visible.
  const categories = value && !offered.includes(value) ? [...offered, value] : offered;
  const labelId = useId();
  const selectId = useId();
  const buttonsRef = useRef<HTMLDivElement>(null);
  const rows = useRowCount(buttonsRef, categories.join('\n'));
  const dropdown = rows > MAX_CATEGORY_ROWS;
  const choices: Array<FilterChoice<string | null>> = [['All', null], ...categories.map((c): FilterChoice<string> => [c, c])];

  return (
    <div className="cat-filter cat-filter--category">
      {dropdown ? (
        <label className="cat-filter__label" htmlFor={selectId}>
          Category
        </label>
      ) : (
        <span className="cat-filter__label" id={labelId}>
          Category
        </span>
      )}
      <div className="cat-filter__measure-box">
        <FilterButtons ref={buttonsRef} choices={choices} value={value} onChange={onChange} labelId={labelId} measuring={dropdown} />
        {dropdown && (
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
