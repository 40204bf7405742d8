import type { HttpClient } from './transport';

/** One API call: a function of the transport and then the call's own arguments. */
export type Call = (http: HttpClient, ...args: never[]) => unknown;

/** A table of calls with the transport bound: `reserve(http, cartId, request)` becomes `reserve(cartId, request)`. */
export type BoundCalls<C extends Record<string, Call>> = {
  [K in keyof C]: C[K] extends (http: HttpClient, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * Binds `http` as the first argument of every call of the table. Each bound call is a plain
 * arrow function (no `this`), so it may be passed around or destructured.
 */
export function bindCalls<C extends Record<string, Call>>(http: HttpClient, calls: C): BoundCalls<C> {
  const bound: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, call] of Object.entries(calls) as [string, (http: HttpClient, ...args: unknown[]) => unknown][]) {
    bound[name] = (...args) => call(http, ...args);
  }
  return bound as BoundCalls<C>;
}
