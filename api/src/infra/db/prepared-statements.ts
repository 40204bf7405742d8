/**
 * A `pg` client that names every parameterised query after a hash of its text, so PostgreSQL
 * parses and plans each statement shape once per connection and later calls only bind and
 * execute it (ADR 0016). Without a name, node-postgres sends an unnamed statement, which the
 * server parses, rewrites and plans again on every call: measured on the reserve path, that
 * planning was half of PostgreSQL's CPU time.
 *
 * Queries without parameters (BEGIN, COMMIT, SET, DDL, multi-statement scripts) keep the simple
 * protocol. Each connection names at most `MAX_NAMED_STATEMENTS` shapes; past that, queries go
 * unnamed, so text that embeds values cannot grow the server's statement cache without bound.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export const MAX_NAMED_STATEMENTS = 1000;

type QueryConfig = pg.QueryConfig & { name?: string };

/** The statement name for `text`: one per distinct text, within PostgreSQL's 63-byte identifiers. */
export function statementName(text: string): string {
  return `sf_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
}

export class PreparingClient extends pg.Client {
  /** The statement names this connection has used. */
  readonly namedStatements = new Set<string>();
}

// Replaces `query` on the prototype rather than overriding it in the class, so the client keeps
// node-postgres's overloaded signature. Only the `(config | text, values?, callback?)` forms
// with parameters are touched; everything else is passed on as it came.
const baseQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
PreparingClient.prototype.query = function query(this: PreparingClient, ...args: unknown[]) {
  const [first, second] = args;
  const config = typeof first === 'string' ? { text: first } : (first as QueryConfig | null);
  const values = Array.isArray(second) ? second : config && 'values' in config ? config.values : undefined;
  if (config && typeof config.text === 'string' && !config.name && values && values.length > 0 && !isSubmittable(first)) {
    const name = statementName(config.text);
    if (this.namedStatements.has(name) || this.namedStatements.size < MAX_NAMED_STATEMENTS) {
      this.namedStatements.add(name);
      args[0] = { ...config, name };
    }
  }
  return baseQuery.apply(this, args);
} as pg.Client['query'];

/** A `pg.Query`-like object (has `submit`): passed on untouched. */
function isSubmittable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { submit?: unknown }).submit === 'function';
}
