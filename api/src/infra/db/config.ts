/**
 * Which database the API's processes open, from the environment: PostgreSQL at `DATABASE_URL`,
 * else the embedded PGlite in `DATA_DIR` (default `api/.data`). Shared by the server and the
 * commands (`db:migrate`, `demo:load`), so they always open the same one.
 */
import { defaultDataDir } from '../../paths';
import type { DatabaseOptions, DatabaseTimeouts } from './client';

/** A positive whole number of milliseconds from the environment, or undefined when unset. */
export function millisecondsFromEnv(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds, not ${raw}`);
  return value;
}

function databaseTimeoutsFromEnv(env: NodeJS.ProcessEnv): Partial<DatabaseTimeouts> {
  const timeouts: Partial<DatabaseTimeouts> = {};
  const connectMs = millisecondsFromEnv(env, 'DB_CONNECT_TIMEOUT_MS');
  const statementMs = millisecondsFromEnv(env, 'DB_STATEMENT_TIMEOUT_MS');
  const idleInTransactionMs = millisecondsFromEnv(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS');
  if (connectMs) timeouts.connectMs = connectMs;
  if (statementMs) timeouts.statementMs = statementMs;
  if (idleInTransactionMs) timeouts.idleInTransactionMs = idleInTransactionMs;
  return timeouts;
}

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): Pick<DatabaseOptions, 'databaseUrl' | 'dataDir' | 'timeouts'> {
  return {
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR || defaultDataDir }),
    timeouts: databaseTimeoutsFromEnv(env),
  };
}
