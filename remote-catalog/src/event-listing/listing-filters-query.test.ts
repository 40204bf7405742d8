import {
  EMPTY_FILTERS,
  clearFilterParams,
  dateWindow,
  filtersKey,
  hasFilters,
  parseFiltersKey,
  patchFilterParams,
  readFilters,
  toListEventsQuery,
  writeFilters,
  type ListingFilters,
} from './listing-filters-query';

const NY = 'America/New_York';
const ctx = { sellerId: 'seller-1', timezone: NY, withMemberEvents: false };

describe('readFilters / writeFilters', () => {
  const full: ListingFilters = {
    category: 'Tours',
    date: 'tomorrow',
    timeStart: '09:00',
    timeEnd: '12:30',
    metadata: { audience: 'Families', 'age group': '5-10' },
  };

  it('round-trips every filter through the address', () => {
    const params = writeFilters(full);
    expect(params.toString()).toBe('category=Tours&date=tomorrow&time.start=09%3A00&time.end=12%3A30&audience=Families&age+group=5-10');
    expect(readFilters(params, ['audience', 'age group'])).toEqual(full);
  });

  it('reads no filters from an empty address', () => {
    expect(readFilters(new URLSearchParams())).toEqual(EMPTY_FILTERS);
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters(full)).toBe(true);
  });

  it('ignores a date other than today or tomorrow and times that are not HH:mm', () => {
    const f = readFilters(new URLSearchParams('date=yesterday&time.start=9am&time.end=24:00'));
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it('takes only the facet keys as metadata once the facets are known', () => {
    const params = new URLSearchParams('audience=Families&utm_source=mail&expresscheckout=1');
    expect(readFilters(params, ['audience']).metadata).toEqual({ audience: 'Families' });
  });

  it('before the facets are known takes every other acceptable key, never the reserved ones', () => {
    const params = new URLSearchParams('audience=Families&expresscheckout=1&bad.key=x&category=Tours');
    expect(readFilters(params).metadata).toEqual({ audience: 'Families' });
  });

  it('patches some filters and keeps every other parameter', () => {
    const params = new URLSearchParams('category=Tours&audience=Families&utm_source=mail');
    const next = patchFilterParams(params, { category: null, date: 'today', metadata: { audience: null, level: 'Beginner' } });
    expect(next.toString()).toBe('utm_source=mail&date=today&level=Beginner');
    expect(params.toString()).toBe('category=Tours&audience=Families&utm_source=mail');
  });

  it('clears every filter parameter and keeps the others', () => {
    const params = new URLSearchParams('category=Tours&date=today&time.start=09:00&time.end=10:00&audience=Families&utm_source=mail');
    expect(clearFilterParams(params, ['audience']).toString()).toBe('utm_source=mail');
  });

  it('gives equal keys to equal filters whatever the metadata order', () => {
    const a = { ...EMPTY_FILTERS, metadata: { a: '1', b: '2' } };
    const b = { ...EMPTY_FILTERS, metadata: { b: '2', a: '1' } };
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(filtersKey(a)).not.toBe(filtersKey(EMPTY_FILTERS));
    expect(parseFiltersKey(filtersKey(a))).toEqual(a);
    expect(parseFiltersKey(filtersKey(EMPTY_FILTERS))).toEqual(EMPTY_FILTERS);
  });
});

describe('dateWindow', () => {
  it('is the seller-zone day of today and tomorrow', () => {
    // 01:30 UTC on Nov 23 is still Nov 22 in New York.
    const now = '2026-11-23T01:30:00.000Z';
    expect(dateWindow('today', NY, now)).toEqual({ from: '2026-11-22T05:00:00.000Z', to: '2026-11-23T05:00:00.000Z' });
    expect(dateWindow('tomorrow', NY, now)).toEqual({ from: '2026-11-23T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z' });
  });

  it('follows the zone: the same instant is already tomorrow in Auckland', () => {
    const now = '2026-11-22T12:00:00.000Z';
    expect(dateWindow('today', 'Pacific/Auckland', now)).toEqual({
      from: '2026-11-22T11:00:00.000Z',
      to: '2026-11-23T11:00:00.000Z',
    });
  });

  it('is 23 hours long on the day DST starts', () => {
    expect(dateWindow('tomorrow', NY, '2026-03-07T17:00:00.000Z')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
  });
});

describe('toListEventsQuery', () => {
  it('asks for everything without filters', () => {
    expect(toListEventsQuery(EMPTY_FILTERS, { ...ctx, now: 0 })).toEqual({ sellerId: 'seller-1' });
  });

  it('turns each filter into its query field', () => {
    const f: ListingFilters = { category: 'Tours', date: 'today', timeStart: '09:00', timeEnd: '12:00', metadata: { audience: 'Families' } };
    expect(toListEventsQuery(f, { ...ctx, now: '2026-11-22T15:00:00.000Z', withMemberEvents: true })).toEqual({
      sellerId: 'seller-1',
      category: 'Tours',
      sessionFrom: '2026-11-22T05:00:00.000Z',
      sessionTo: '2026-11-23T05:00:00.000Z',
      timeStart: '09:00',
      timeEnd: '12:00',
      metadata: { audience: 'Families' },
      withMemberEvents: true,
    });
  });
});
