import { firstListing, listingLoadKey, listingRouteDataKey } from './listing-data';
import { filtersKey, readFilters } from './listing-filters-query';

describe('firstListing', () => {
  it('keys the first screen by the filters in the address and the members flag, as the listing loads it', () => {
    const search = new URLSearchParams('category=Music&date=today');
    const first = firstListing(search, true);
    expect(first.filtersKey).toBe(filtersKey(readFilters(search)));
    expect(first.loadKey).toBe(listingLoadKey(first.filtersKey, true));
    expect(first.dataKey).toBe(listingRouteDataKey(first.loadKey));
    expect(firstListing(search, false).dataKey).not.toBe(first.dataKey);
    expect(firstListing(new URLSearchParams(''), true).dataKey).not.toBe(first.dataKey);
  });
});
