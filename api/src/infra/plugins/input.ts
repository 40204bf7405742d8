/**
 * What the API accepts before any schema or service sees it (ADR 0013):
 * - JSON bodies nested at most MAX_JSON_DEPTH deep (deeper ones overflowed the stack);
 * - no string — value or key, in the path, the query or the body — with a NUL character or
 *   an unpaired surrogate (PostgreSQL rejects both in text, which answered 500);
 * - every route's body schema closed (`additionalProperties` stated on each object), checked
 *   when the route is registered, so an unknown or misspelt key is a 400, never dropped.
 * The query parser that drops prototype keys is `parseQuery`, set in the app's options.
 */
import fp from 'fastify-plugin';
import type { FastifySchema, HTTPMethods } from 'fastify';
import type { RequestErrorCode } from '@storefront/shared/wire';
import { ApiError } from '../../lib/errors';

export const MAX_JSON_DEPTH = 32;

/** One registered route and its input schemas, as the fuzz test enumerates them. */
export interface RouteInput {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, with its schemas. */
    routeInputs: readonly RouteInput[];
  }
}

/** True when brackets outside strings nest deeper than `limit`; reads the text once, no recursion. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (++depth > limit) return true;
    } else if (c === '}' || c === ']') depth--;
  }
  return false;
}

// Without the `u` flag the pattern sees UTF-16 code units, so a high surrogate not followed by
// a low one (or a low one not preceded by a high one) is found.
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path (`/a/0/b`) of the first string or key PostgreSQL cannot store, if any. */
export function unstorableStringAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '/' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (UNSTORABLE.test(key)) return at;
    const found = unstorableStringAt(item, at);
    if (found) return found;
  }
  return undefined;
}

const PROTOTYPE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The query string parser: a null-prototype object, repeated keys as arrays, and keys with a
 * `__proto__`, `constructor` or `prototype` segment (`a.constructor`, `a[__proto__]`) dropped
 * so they never reach an object lookup.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(text)) {
    if (key.split(/[.[\]]/).some((segment) => PROTOTYPE_SEGMENTS.has(segment))) continue;
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

/** The path of the first object in a schema that does not say whether it takes unknown keys. */
export function openObjectAt(schema: unknown, path = ''): string | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const node = schema as Record<string, unknown>;
  if (node.type === 'object' && node.additionalProperties === undefined && node.patternProperties === undefined) {
    return path || '/';
  }
  const children: [string, unknown][] = [
    ...Object.entries((node.properties as Record<string, unknown> | undefined) ?? {}).map(([key, child]): [string, unknown] => [`${path}/${key}`, child]),
    ...['items', 'additionalProperties'].map((key): [string, unknown] => [`${path}/${key}`, node[key]]),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
      ((node[key] as unknown[] | undefined) ?? []).map((child, index): [string, unknown] => [`${path}/${key}/${index}`, child]),
    ),
  ];
  for (const [at, child] of children) {
    const found = openObjectAt(child, at);
    if (found) return found;
  }
  return undefined;
}

export default fp(
  async (fastify) => {
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        const description = `The JSON request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;
        done(new ApiError(400, 'malformed_body' satisfies RequestErrorCode, 'request', description, { max_depth: MAX_JSON_DEPTH }), undefined);
        return;
      }
      parseJson(request, text, done);
    });

    fastify.addHook('preValidation', async (request) => {
      const parts: [string, unknown][] = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ];
      for (const [part, value] of parts) {
        const at = unstorableStringAt(value);
        if (!at) continue;
        const field = `${part}${at}`;
        const message = 'must not contain NUL characters or unpaired surrogates';
        const context = request.routeOptions.config?.errorContext ?? part;
        throw new ApiError(400, 'validation_failed' satisfies RequestErrorCode, context, `${field} ${message}`, { errors: [{ field, message }] });
      }
    });

    const routes: RouteInput[] = [];
    fastify.decorate('routeInputs', routes);
    fastify.addHook('onRoute', (route) => {
      const schema = route.schema ?? {};
      const open = openObjectAt(schema.body);
      if (open) throw new Error(`${String(route.method)} ${route.url}: body object at ${open} must state additionalProperties`);
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema });
    });
  },
  { name: 'input' },
);
