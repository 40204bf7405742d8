/**
 * Spec 01 §2 "Event listing query parameters": category, date (today or tomorrow),
 * time.start, time.end and metadata filter keys. Pure parse / serialise between the
 * address and the listing call, so a filtered listing can be shared and reloaded.
 */
import { dayRangeInZone, nextDate, toVenueDate, type Instant, type ListEventsQuery } from '@storefront/shared';

export type DateFilter = 'today' | 'tomorrow';

export interface ListingFilters {
  category: string | null;
  date: DateFilter | null;
  /** Venue time of day 'HH:mm', inclusive. */
  timeStart: string | null;
  /** Venue time of day 'HH:mm', exclusive. */
  timeEnd: string | null;
  /** Metadata filter key → value. */
  metadata: Record<string, string>;
}

/** A change to some filters; null removes a filter. Metadata keys not named are kept. */
export interface FilterPatch {
  category?: string | null;
  date?: DateFilter | null;
  timeStart?: string | null;
  timeEnd?: string | null;
  metadata?: Record<string, string | null>;
}

export const FILTER_PARAMS = { category: 'category', date: 'date', timeStart: 'time.start', timeEnd: 'time.end' } as const;
/** Spec 01 §2: skips upsells; never a metadata key. */
export const EXPRESS_CHECKOUT_PARAM = 'expresscheckout';

const RESERVED = new Set<string>([...Object.values(FILTER_PARAMS), EXPRESS_CHECKOUT_PARAM]);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** What the platform accepts after `metadata.` (see the listing call). */
const METADATA_KEY = /^[A-Za-z0-9 _-]{1,50}$/;

export const EMPTY_FILTERS: ListingFilters = { category: null, date: null, timeStart: null, timeEnd: null, metadata: {} };

const nonEmpty = (v: string | null) => (v && v.trim() ? v : null);
const asDate = (v: string | null): DateFilter | null => (v === 'today' || v === 'tomorrow' ? v : null);
const asTime = (v: string | null) => (v && TIME.test(v) ? v : null);

/**
 * The filters in the address. `metadataKeys` are the keys the listing's facets offer;
 * before the facets are known (first load) every other key the platform could accept is
 * taken as a metadata filter, and the next load narrows them to the facets' keys.
 */
export function readFilters(params: URLSearchParams, metadataKeys?: readonly string[]): ListingFilters {
  const metadata: Record<string, string> = {};
  const isMetadataKey = (key: string) =>
    !RESERVED.has(key) && (metadataKeys ? metadataKeys.includes(key) : METADATA_KEY.test(key));
  for (const key of new Set(params.keys())) {
    const value = nonEmpty(params.get(key));
    if (value !== null && isMetadataKey(key)) metadata[key] = value;
  }
  return {
    category: nonEmpty(params.get(FILTER_PARAMS.category)),
    date: asDate(params.get(FILTER_PARAMS.date)),
    timeStart: asTime(params.get(FILTER_PARAMS.timeStart)),
    timeEnd: asTime(params.get(FILTER_PARAMS.timeEnd)),
    metadata,
  };
}

/** A copy of `params` with the patch applied; every other parameter is kept. */
export function patchFilterParams(params: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  put(FILTER_PARAMS.category, patch.category);
  put(FILTER_PARAMS.date, patch.date);
  put(FILTER_PARAMS.timeStart, patch.timeStart);
  put(FILTER_PARAMS.timeEnd, patch.timeEnd);
  for (const [key, value] of Object.entries(patch.metadata ?? {})) {
    if (!RESERVED.has(key)) put(key, value);
  }
  return next;
}

/** The address parameters of `filters`, added to `base` (round trip of `readFilters`). */
export function writeFilters(filters: ListingFilters, base = new URLSearchParams()): URLSearchParams {
  return patchFilterParams(base, filters);
}

/** Removes every filter parameter (metadata keys as `readFilters` sees them); others stay. */
export function clearFilterParams(params: URLSearchParams, metadataKeys?: readonly string[]): URLSearchParams {
  const metadata = Object.fromEntries(Object.keys(readFilters(params, metadataKeys).metadata).map((k) => [k, null]));
  return patchFilterParams(params, { category: null, date: null, timeStart: null, timeEnd: null, metadata });
}

export function hasFilters(f: ListingFilters): boolean {
  return Boolean(f.category || f.date || f.timeStart || f.timeEnd || Object.keys(f.metadata).length);
}

/** A stable string for the filters: equal filters, equal keys. */
export function filtersKey(f: ListingFilters): string {
  const metadata = Object.keys(f.metadata)
    .sort()
    .map((k) => [k, f.metadata[k]]);
  return JSON.stringify([f.category, f.date, f.timeStart, f.timeEnd, metadata]);
}

/** The filters back from `filtersKey`. */
export function parseFiltersKey(key: string): ListingFilters {
  const [category, date, timeStart, timeEnd, metadata] = JSON.parse(key) as [
    string | null,
    DateFilter | null,
    string | null,
    string | null,
    Array<[string, string]>,
  ];
  return { category, date, timeStart, timeEnd, metadata: Object.fromEntries(metadata) };
}

/** The venue day of `date` ('today' or 'tomorrow' at `now`) as a session window in the seller's zone. */
export function dateWindow(date: DateFilter, timezone: string, now: Instant): { from: string; to: string } {
  const today = toVenueDate(now, timezone);
  return dayRangeInZone(date === 'today' ? today : nextDate(today), timezone);
}

export interface QueryContext {
  sellerId: string;
  /** The seller's IANA zone (`config.timezone`). */
  timezone: string;
  now: Instant;
  withMemberEvents: boolean;
}

/** The listing call for these filters. */
export function toListEventsQuery(f: ListingFilters, ctx: QueryContext): ListEventsQuery {
  const window = f.date ? dateWindow(f.date, ctx.timezone, ctx.now) : null;
  const query: ListEventsQuery = { sellerId: ctx.sellerId };
  if (f.category) query.category = f.category;
  if (window) {
    query.sessionFrom = window.from;
    query.sessionTo = window.to;
  }
  if (f.timeStart) query.timeStart = f.timeStart;
  if (f.timeEnd) query.timeEnd = f.timeEnd;
  if (Object.keys(f.metadata).length) query.metadata = { ...f.metadata };
  if (ctx.withMemberEvents) query.withMemberEvents = true;
  return query;
}
