import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearFilterParams,
  filtersKey,
  patchFilterParams,
  readFilters,
  type FilterPatch,
  type ListingFilters,
} from './listing-filters-query';

export interface ListingFiltersControl {
  filters: ListingFilters;
  /** Equal for equal filters (see `filtersKey`). */
  key: string;
  /** Changes some filters: replaces the address, keeping every other parameter. */
  update(patch: FilterPatch): void;
  /** Removes every filter parameter. */
  clear(): void;
}

/** The listing filters held in the address (spec 01 §2 "Event listing query parameters"). */
export function useListingFilters(metadataKeys?: readonly string[]): ListingFiltersControl {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, metadataKeys);
  const update = useCallback(
    (patch: FilterPatch) => setParams((prev) => patchFilterParams(prev, patch), { replace: true }),
    [setParams],
  );
  const clear = useCallback(
    () => setParams((prev) => clearFilterParams(prev, metadataKeys), { replace: true }),
    [setParams, metadataKeys],
  );
  return { filters, key: filtersKey(filters), update, clear };
}
