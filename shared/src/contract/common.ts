/**
 * The platform API's contract (ADR 0028): TypeBox schemas of every request and response, the
 * single source of the wire types. The API validates requests and serialises answers with
 * these schemas; `@storefront/shared/wire` re-exports their `Static<>` types only, so the
 * browser never loads TypeBox. Money on the wire is a two-decimal string ("12.50"); inside
 * both sides it is integer minor units.
 */
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';

/** Two-decimal amount as sent on the wire, e.g. "12.50". */
export type WireAmount = Static<typeof WireAmount>;
export const WireAmount = Type.String();
/** ISO 8601 timestamp in UTC, e.g. "2026-11-22T14:00:00.000Z". */
export type WireTimestamp = Static<typeof WireTimestamp>;
export const WireTimestamp = Type.String();
/** ISO calendar date in the venue's time zone, e.g. "2026-11-22". */
export type WireDate = Static<typeof WireDate>;
export const WireDate = Type.String();

/** Every list endpoint answers `{ data: [...] }`. */
export interface ApiList<T> {
  data: T[];
}
export const ApiList = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });

/** One entry of a 4xx body; the body is a JSON array of these (spec 01 §8). */
export type ApiErrorEntry = Static<typeof ApiErrorEntry>;
export const ApiErrorEntry = Type.Object({
  _code: Type.String(),
  _context: Type.String(),
  _description: Type.String(),
  _extra: Type.Record(Type.String(), Type.Unknown()),
});
export type ApiErrorBody = Static<typeof ApiErrorBody>;
export const ApiErrorBody = Type.Array(ApiErrorEntry);

/**
 * An object that may carry keys the contract does not name (a seller's or an event's own
 * settings): its type has an index signature and the serialiser sends every key.
 */
export const OpenObject = <T extends TProperties>(properties: T) =>
  Type.Intersect([Type.Object(properties), Type.Record(Type.String(), Type.Unknown())]);
