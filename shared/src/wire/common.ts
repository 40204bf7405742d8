/**
 * Wire shapes of the platform API (spec 01/02/03 §7). These are what travels as JSON;
 * the storefront reshapes them into domain types (`../domain`) at the API client's edge,
 * and `api/` types its replies with them. Money on the wire is a two-decimal string
 * ("12.50"); inside both sides it is integer minor units.
 */

/** Two-decimal amount as sent on the wire, e.g. "12.50". */
export type WireAmount = string;
/** ISO 8601 timestamp in UTC, e.g. "2026-11-22T14:00:00.000Z". */
export type WireTimestamp = string;
/** ISO calendar date in the venue's time zone, e.g. "2026-11-22". */
export type WireDate = string;

/** Every list endpoint answers `{ data: [...] }`. */
export interface ApiList<T> {
  data: T[];
}

/** One entry of a 4xx body; the body is a JSON array of these (spec 01 §8). */
export interface ApiErrorEntry {
  _code: string;
  _context: string;
  _description: string;
  _extra: Record<string, unknown>;
}
export type ApiErrorBody = ApiErrorEntry[];

/** Header every storefront call carries (spec 03 §7 "header app marker ecomm"). */
export const APP_MARKER_HEADER = 'x-app-marker';
/** The seller whose storefront page makes the call (the API's cookie policy for framed sellers, ADR 0014). */
export const STOREFRONT_SELLER_HEADER = 'x-storefront-seller';
export const APP_MARKER = 'ecomm';
