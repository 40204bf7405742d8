/**
 * A route's answers (ADR 0028): every route declares a schema for each status it answers, so
 * Fastify serialises with it (fields the contract does not name are dropped; a named field
 * missing is a 500, caught by the tests) and the handler's return type is checked against it.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { ApiErrorBody } from '@storefront/shared/contract';

/** The route's successes as the contract names them, and the spec's error body for every 4xx and 5xx. */
export function replies<T extends Record<number, TSchema>>(answers: T) {
  return { ...answers, '4xx': ApiErrorBody, '5xx': ApiErrorBody };
}

/** No body: a 204, or a redirect. */
export const NoBody = Type.Null();

/** A body that is not JSON (an image, a pass, an HTML page): sent as it is, never serialised. */
export const RawBody = (mediaType: string) => Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary', contentMediaType: mediaType });
