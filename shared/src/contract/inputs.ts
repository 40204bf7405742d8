/**
 * Pieces of request schemas: inputs are strict (ADR 0013) where answers are described as they
 * are sent. Not part of the wire types.
 */
import { Type, type ObjectOptions, type TProperties } from '@sinclair/typebox';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** A plain UUID (the API narrows ajv's `uuid` format to what PostgreSQL accepts). */
export const Uuid = Type.String({ format: 'uuid' });

/** A request body object: an unknown (or misspelt) key is a 400, never silently dropped. */
export function BodyObject<T extends TProperties>(properties: T, options: ObjectOptions = {}) {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** A path id: any short string; ids that cannot exist are answered 404 by the service. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Comma-separated UUIDs, as in `ticket_group_id._in=a,b`. */
export const UuidList = Type.String({ pattern: `^${UUID}(,${UUID}){0,99}$` });

/** Two-decimal amount in a request, e.g. "12.50". */
export const Amount = Type.String({ pattern: '^\\+?\\d{1,9}(\\.\\d{1,2})?$' });

/** A query bound: an ISO timestamp with zone, or a date (the venue's midnight); years as the API's formats allow. */
export const Instant = Type.Union([Type.String({ format: 'date-time' }), Type.String({ format: 'date' })]);

/** A venue calendar day, YYYY-MM-DD. */
export const IsoDate = Type.String({ format: 'date' });

/** A venue time of day, 'HH:mm'. */
export const TimeOfDay = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/** `_embed=venue,ticket_group`; unknown names are ignored. */
export const EmbedList = Type.String({ pattern: '^[a-z_.]+(,[a-z_.]+)*$', maxLength: 300 });

export const Email = Type.String({ format: 'email', maxLength: 254 });
