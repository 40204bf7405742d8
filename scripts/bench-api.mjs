/**
 * API benchmark (issue 10): measures and prints; not a test.
 *
 *   node scripts/bench-api.mjs [--seconds S (6)] [--clients N (50)]   (pnpm bench:api)
 *
 * Builds the API when `api/dist/server.js` is missing or older than `api/src`, starts PostgreSQL like
 * `api/scripts/test-postgres.sh` (database `storefront_bench`, dropped and made again each
 * run), then runs the built API (`node api/dist/server.js`, `RATE_LIMITS=off` so 50 clients
 * on one address are neither rate-limited nor capped) and drives it from a second process on
 * loopback: N clients, each with its own session cookie (from its first answer's Set-Cookie),
 * keep-alive connections, one request at a time each, for S seconds per scenario (after 2 s of
 * untimed warm-up on each API):
 *   - reserve (one ticket, then the cart is discarded, untimed, so live holds stay low) over
 *     200 sessions, and on one hot session; with 0 and with 100k booked tickets of history
 *     (inserted by SQL on the hot session and over the 200 sessions); the admission group has
 *     no capacity of its own (the sessions hold it, as the seed's events do); once more over
 *     the 200 sessions with a group capped across them all (one hot group row);
 *   - event listing and event detail, on PostgreSQL and on PGlite (a second API process on a
 *     fresh data folder).
 * Prints requests, rps, p50/p95/p99 and errors per scenario, and PASS/FAIL for "reserve over
 * many sessions at 50 clients: p99 <= 50 ms and 0 errors" (both histories). Exits 1 on FAIL.
 */
import { execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareDemoDatabase } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));
const log = (message) => process.stderr.write(`[bench:api] ${message}\n`);

const SESSIONS = 200;
const HISTORY = 100_000;
const GOAL_P99_MS = 50;
const BENCH_DB = 'storefront_bench';

// ---------------------------------------------------------------- load generator (child process)

/** One scenario from the child process: `clients` loops, each with its own cookie, for `seconds`. */
async function runLoad({ port, clients, seconds, scenario }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const call = (method, url, body, cookie) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = process.hrtime.bigint();
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            const setCookie = response.headers['set-cookie']?.find((c) => c.startsWith('sf_sid='));
            resolve({ status: response.statusCode ?? 0, ms, text: Buffer.concat(chunks).toString(), cookie: setCookie?.split(';')[0] });
          });
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, text: '' }));
      if (payload) request.write(payload);
      request.end();
    });

  const latencies = [];
  const errors = new Map();
  const deadline = Date.now() + seconds * 1000;
  const client = async (index) => {
    let cookie;
    let turn = index;
    while (Date.now() < deadline) {
      turn += 1;
      const step = scenario.build(turn);
      const reply = await call(step.method, step.url, step.body, cookie);
      cookie ??= reply.cookie;
      if (reply.status >= 200 && reply.status < 300) {
        latencies.push(reply.ms);
        if (scenario.kind === 'reserve') {
          const id = JSON.parse(reply.text).id;
          await call('DELETE', `/api/my/cart/${id}`, undefined, cookie);
        }
      } else {
        let code = `${reply.status}`;
        try {
          code += ` ${JSON.parse(reply.text)[0]?._code ?? ''}`;
        } catch {
          // not JSON: the status alone
        }
        errors.set(code, (errors.get(code) ?? 0) + 1);
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  agent.destroy();
  return { latencies, errors: Object.fromEntries(errors), elapsed: (Date.now() - started) / 1000 };
}

/** What each request of a scenario is (the child rebuilds it from plain data). */
function scenarioOf(spec) {
  if (spec.kind === 'reserve') {
    return {
      kind: 'reserve',
      build: (turn) => ({
        method: 'POST',
        url: '/api/my/cart/modify',
        body: {
          create: { channel: 'web' },
          reserve: { tickets: [{ ticket_type_id: spec.typeId, event_session_id: spec.sessionIds[turn % spec.sessionIds.length] }] },
        },
      }),
    };
  }
  return { kind: 'get', build: () => ({ method: 'GET', url: spec.url }) };
}

if (process.argv[2] === '--load') {
  process.once('message', async (message) => {
    const result = await runLoad({ ...message, scenario: scenarioOf(message.scenario) });
    process.send(result, () => process.exit(0));
  });
} else {
  await main();
}

// ---------------------------------------------------------------- orchestration

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs one scenario from a second process on loopback. */
function load(port, clients, seconds, scenario) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (result) => resolve(result));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load process exited with ${code}`));
    });
    child.send({ port, clients, seconds, scenario });
  });
}

async function waitForApi(port, child) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    const up = await new Promise((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/api/sellers' }, (res) => {
        res.resume();
        // Ready once the database answers (the server may listen before it has migrated).
        resolve(res.statusCode === 200);
      }).on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('API did not start within 90 s');
}

async function startApi(port, env) {
  const apiEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...env };
  await prepareDemoDatabase(apiEnv);
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], { env: apiEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForApi(port, child);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

/** PostgreSQL as the API tests start it; answers the bench database's URL (made afresh). */
async function startPostgres() {
  const out = execFileSync('bash', [path.join(root, 'api', 'scripts', 'test-postgres.sh')], {
    env: { ...process.env, PG_TEST_DB: 'postgres' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .toString()
    .trim()
    .split('\n')
    .pop();
  const pg = requireFromApi('pg');
  const admin = new pg.Client({ connectionString: out });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
  return out.replace(/\/[^/]*$/, `/${BENCH_DB}`);
}

/** The bench's catalogue, by SQL: one event with 200 sessions and a hot one, room for millions. */
async function createBenchCatalogue(client) {
  const one = async (text, params = []) => (await client.query(text, params)).rows[0];
  const seller = await one(`SELECT id, default_currency_code AS currency FROM sellers WHERE is_default`);
  const venue = await one(`SELECT id FROM venues WHERE seller_id = $1 LIMIT 1`, [seller.id]);
  const event = await one(
    `INSERT INTO event_templates (seller_id, venue_id, name, event_type) VALUES ($1, $2, 'Bench event', 'repeating') RETURNING id`,
    [seller.id, venue.id],
  );
  // Admission as venues set it up (the seed's default): the sessions hold the capacity, the
  // group has none of its own. A second group caps all sessions together (a limited offer),
  // so every reserve of it locks that one group row: reported, not gated.
  const group = await one(
    `INSERT INTO ticket_groups (event_template_id, name, capacity) VALUES ($1, 'Bench admission', -1) RETURNING id`,
    [event.id],
  );
  const type = await one(`INSERT INTO ticket_types (ticket_group_id, name, price_minor) VALUES ($1, 'Adult', 1000) RETURNING id`, [group.id]);
  const cappedGroup = await one(
    `INSERT INTO ticket_groups (event_template_id, name, capacity) VALUES ($1, 'Bench limited offer', 100000000) RETURNING id`,
    [event.id],
  );
  const cappedType = await one(
    `INSERT INTO ticket_types (ticket_group_id, name, price_minor) VALUES ($1, 'Offer', 1000) RETURNING id`,
    [cappedGroup.id],
  );
  const sessions = await client.query(
    `INSERT INTO event_sessions (event_template_id, start_datetime, end_datetime, capacity)
     SELECT $1, now() + make_interval(days => 30, hours => n), now() + make_interval(days => 30, hours => n + 1), 1000000
     FROM generate_series(0, $2) AS n RETURNING id`,
    [event.id, SESSIONS],
  );
  const ids = sessions.rows.map((r) => r.id);
  return {
    sellerId: seller.id,
    currency: seller.currency,
    eventId: event.id,
    groupId: group.id,
    typeId: type.id,
    cappedTypeId: cappedType.id,
    hot: ids[0],
    spread: ids.slice(1),
  };
}

/** 100k booked tickets on the hot session and 100k over the others, in one completed cart. */
async function insertHistory(client, bench) {
  const identity = (await client.query(`INSERT INTO identities (kind) VALUES ('public') RETURNING id`)).rows[0];
  const cart = (
    await client.query(
      `INSERT INTO carts (seller_id, identity_id, state, currency_code, completed_at) VALUES ($1, $2, 'completed', $3, now()) RETURNING id`,
      [bench.sellerId, identity.id, bench.currency],
    )
  ).rows[0];
  for (const sessions of [[bench.hot], bench.spread]) {
    await client.query(
      `INSERT INTO tickets (cart_id, state, event_session_id, event_template_id, ticket_group_id, ticket_type_id, face_value_minor, adjusted_value_minor)
       SELECT $1, 'booked', ($2::uuid[])[1 + n % cardinality($2::uuid[])], $3, $4, $5, 1000, 1000 FROM generate_series(1, $6) AS n`,
      [cart.id, sessions, bench.eventId, bench.groupId, bench.typeId, HISTORY],
    );
  }
  // Done now, so autovacuum does not compete with the measured scenarios.
  await client.query('VACUUM ANALYZE tickets');
}

function summarise(name, result) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const errors = Object.values(result.errors).reduce((a, b) => a + b, 0);
  return {
    name,
    requests: sorted.length + errors,
    rps: (sorted.length + errors) / result.elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
    errorKinds: result.errors,
  };
}

function printTable(rows) {
  const header = ['scenario', 'requests', 'rps', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const lines = rows.map((r) => [
    r.name,
    String(r.requests),
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.errors === 0 ? '0' : `${r.errors} ${JSON.stringify(r.errorKinds)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  process.stdout.write(`${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '6' },
      clients: { type: 'string', default: '50' },
    },
  });
  const seconds = Number(values.seconds);
  const clients = Number(values.clients);

  if (isStale(path.join(root, 'api', 'dist', 'server.js'), path.join(root, 'api', 'src'))) {
    log('building the API');
    execFileSync('corepack', ['pnpm', '--filter', '@storefront/api', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  log('starting PostgreSQL');
  const databaseUrl = await startPostgres();
  log(`API on ${databaseUrl}`);
  const rows = [];
  const port = await freePort();
  const api = await startApi(port, { DATABASE_URL: databaseUrl });
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const bench = await createBenchCatalogue(client);
    const firstEvent = await fetchJson(port, `/api/events/available?seller_id=${bench.sellerId}`);
    const detailId = firstEvent.data.find((e) => e.id !== bench.eventId)?.id ?? bench.eventId;
    const many = { kind: 'reserve', typeId: bench.typeId, sessionIds: bench.spread };
    const hot = { kind: 'reserve', typeId: bench.typeId, sessionIds: [bench.hot] };
    const capped = { kind: 'reserve', typeId: bench.cappedTypeId, sessionIds: bench.spread };
    // Untimed: JIT, connection pool and caches warm up before the first figures.
    await load(port, clients, 2, many);
    for (const history of ['0', '100k']) {
      if (history === '100k') {
        log('inserting 200k booked tickets of history');
        await insertHistory(client, bench);
      }
      log(`reserve, ${history} history`);
      rows.push(summarise(`PG reserve, ${SESSIONS} sessions, ${history} history`, await load(port, clients, seconds, many)));
      rows.push(summarise(`PG reserve, hot session, ${history} history`, await load(port, clients, seconds, hot)));
      if (history === '0') {
        rows.push(summarise(`PG reserve, one capped group over ${SESSIONS} sessions`, await load(port, clients, seconds, capped)));
      }
    }
    log('listing and detail on PostgreSQL');
    rows.push(summarise('PG event listing', await load(port, clients, seconds, { kind: 'get', url: `/api/events/available?seller_id=${bench.sellerId}` })));
    rows.push(summarise('PG event detail', await load(port, clients, seconds, { kind: 'get', url: `/api/events/${detailId}` })));
  } finally {
    await client.end();
    await api.stop();
  }

  log('listing and detail on PGlite');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-pglite-'));
  const litePort = await freePort();
  const lite = await startApi(litePort, { DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    const sellers = await fetchJson(litePort, '/api/sellers');
    const sellerId = (sellers.data ?? sellers).find((s) => s.is_default)?.id ?? (sellers.data ?? sellers)[0]?.id;
    const listing = await fetchJson(litePort, `/api/events/available?seller_id=${sellerId}`);
    await load(litePort, clients, 2, { kind: 'get', url: `/api/events/available?seller_id=${sellerId}` });
    rows.push(summarise('PGlite event listing', await load(litePort, clients, seconds, { kind: 'get', url: `/api/events/available?seller_id=${sellerId}` })));
    rows.push(summarise('PGlite event detail', await load(litePort, clients, seconds, { kind: 'get', url: `/api/events/${listing.data[0].id}` })));
  } finally {
    await lite.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  process.stdout.write(`\nAPI benchmark: ${clients} clients, ${seconds} s per scenario, loopback, ${os.cpus().length} CPUs\n\n`);
  printTable(rows);
  const gated = rows.filter((r) => r.name.startsWith(`PG reserve, ${SESSIONS} sessions`));
  const pass = gated.every((r) => r.p99 <= GOAL_P99_MS && r.errors === 0);
  process.stdout.write(
    `\n${pass ? 'PASS' : 'FAIL'}: reserve over many sessions at ${clients} clients: p99 <= ${GOAL_P99_MS} ms and 0 errors ` +
      `(${gated.map((r) => `p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors`).join('; ')}); hot-session and capped-group figures are reported, not gated\n`,
  );
  process.exitCode = pass ? 0 : 1;
}

/** A port nothing listens on now (others' stacks may hold fixed ones). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether the build `output` is missing or older than a file under `sources`. */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  const newer = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newer(full) : statSync(full).mtimeMs > built;
    });
  return newer(sources);
}

function fetchJson(port, url) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()));
          } catch (error) {
            reject(error);
          }
        });
      })
      .on('error', reject);
  });
}
