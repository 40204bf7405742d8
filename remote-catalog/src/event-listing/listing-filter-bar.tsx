import { CategoryFilter } from './category-filter';
import { DateFilter } from './date-filter';
import type { FilterPatch, ListingFilters } from './listing-filters-query';
import type { ListingFacets } from './listing-store';
import { MetadataFilter } from './metadata-filter';
import { TimeFilter } from './time-filter';

export interface ListingFilterBarProps {
  filters: ListingFilters;
  /** null until the first answer: only the date and time filters show. */
  facets: ListingFacets | null;
  onChange(patch: FilterPatch): void;
}

/** The listing's filters (spec 01 §2); each change goes to the address through `onChange`. */
export function ListingFilterBar({ filters, facets, onChange }: ListingFilterBarProps) {
  return (
    <div className="cat-filters" role="search" aria-label="Filter events">
      {facets && facets.categories.length > 0 && (
        <CategoryFilter
          categories={facets.categories}
          value={filters.category}
          onChange={(category) => onChange({ category })}
        />
      )}
      <DateFilter value={filters.date} onChange={(date) => onChange({ date })} />
      <TimeFilter start={filters.timeStart} end={filters.timeEnd} onChange={onChange} />
      {facets && (
        <MetadataFilter facets={facets.metadata} value={filters.metadata} onChange={(metadata) => onChange({ metadata })} />
      )}
    </div>
  );
}
