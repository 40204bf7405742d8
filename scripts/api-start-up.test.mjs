/**
 * The built API's start-up changes no data (issue 30, ADR 0029): it refuses an unmigrated
 * database and names the command; `db:migrate` is its own command, safe to run twice at once on
 * PostgreSQL (advisory lock); the API starts on a migrated database without loading anything;
 * `demo:load` seeds an empty database and keeps the demo there. The refusals of a database with
 * real sales are in api/test/data-safety.test.ts. SIGTERM lets a request under way finish; the
 * metrics are served on their own port (ADR 0035); production refuses, then answers with HSTS.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = existsSync(path.join(root, 'api/dist/commands/migrate.js'));
const PORT = 4392;
const MIGRATIONS = existsSync(path.join(root, 'api/migrations')) ? readdirSync(path.join(root, 'api/migrations')).filter((name) => name.endsWith('.sql')).length : 0;

/**
 * Runs a built API script to its end; answers its exit code and output.
 * @param {string} script  below api/dist
 * @param {Record<string, string>} env
 * @param {string[]} [args]
 */
async function run(script, env, args = []) {
  const child = spawn(process.execPath, [path.join(root, 'api/dist', script), ...args], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: String(PORT), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}

test('the embedded database: refused unmigrated, migrated by its command, started empty, the demo loaded by its own', { skip: !built && 'api/dist is not built' }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-start-up-'));
  const env = { DATA_DIR: dataDir };
  try {
    const refused = await run('server.js', env);
    assert.equal(refused.code, 1);
    // The SQL migrations and the job library's schema (ADR 0031).
    assert.match(refused.output, new RegExp(`The database is not migrated: ${MIGRATIONS + 1} migration\\(s\\) pending .*job schema pgboss .*Run \`pnpm db:migrate\` first\\.`));

    const migrated = (await run('commands/migrate.js', env)).output;
    assert.match(migrated, new RegExp(`Applied ${MIGRATIONS} migration\\(s\\)`));
    assert.match(migrated, /Installed job schema pgboss \(pg-boss v\d+\)/);
    assert.match((await run('commands/migrate.js', env)).output, /The database is up to date\./);

    const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
      env: { ...process.env, ...env, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: String(PORT), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      let sellers;
      for (let tries = 0; tries < 150 && !sellers; tries += 1) {
        sellers = await fetch(`http://127.0.0.1:${PORT}/api/sellers`).then((res) => (res.ok ? res.json() : undefined), () => undefined);
        if (!sellers) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.deepEqual(sellers, { data: [] }, 'the start-up loads no demo');
    } finally {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }

    assert.match((await run('commands/load-demo.js', env)).output, /Demo data seeded\./);
    assert.match((await run('commands/load-demo.js', env)).output, /Demo data kept\./);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * Polls `url` until `accept` says yes (or gives up after 30 s).
 * @param {string} url
 * @param {(res: Response | undefined) => boolean} accept
 */
async function waitFor(url, accept) {
  for (let tries = 0; tries < 150; tries += 1) {
    const res = await fetch(url).catch(() => undefined);
    if (accept(res)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

test('SIGTERM: a request under way is answered, new connections are refused meanwhile, the process exits 0; metrics on their own port', { skip: !built && 'api/dist is not built' }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-drain-'));
  const port = PORT + 1;
  const metricsPort = PORT + 2;
  const base = `http://127.0.0.1:${port}`;
  try {
    assert.equal((await run('commands/migrate.js', { DATA_DIR: dataDir })).code, 0);
    const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: String(metricsPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = once(server, 'exit');
    try {
      assert.ok(await waitFor(`${base}/api/health/ready`, (res) => res?.status === 200), 'the API starts');
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      assert.match(metrics, /^http_requests_total\{method="GET",route="\/api\/health\/ready",status_code="200"\} 1$/m);
      assert.match(metrics, /^# TYPE storefront_payments_total counter$/m);
      assert.match(metrics, /^process_resident_memory_bytes \d+$/m);
      const answer404 = await fetch(`${base}/metrics`);
      assert.equal(answer404.status, 404, 'the API port does not serve the metrics');
      assert.equal(answer404.headers.get('strict-transport-security'), null, 'no HSTS in development');

      // A client sending its body slowly: the request is under way when SIGTERM comes.
      const body = JSON.stringify({ level: 'info', message: 'sent while the API stops' });
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (answer += chunk));
      const ended = once(socket, 'end');
      socket.write(`POST /api/client_errors HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.kill('SIGTERM');
      assert.ok(await waitFor(`${base}/api/health`, (res) => res === undefined), 'new connections are refused once SIGTERM is received');
      assert.equal(server.exitCode, null, 'the API waits for the request under way');
      socket.write(body.slice(10));
      await ended;
      assert.match(answer, /^HTTP\/1\.1 204 /);
      assert.match(answer, /\r\nconnection: close\r\n/i);
      const [code] = await exited;
      assert.equal(code, 0);
    } finally {
      server.kill('SIGKILL');
      await exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('venue:import: each demo file a second time changes nothing; a dry run changes nothing; a bad file exits 1 naming its path', { skip: !built && 'api/dist is not built' }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-import-'));
  const env = { DATA_DIR: dataDir };
  /** @param {string} slug */
  const file = (slug) => path.join(root, 'api/demo/sellers', `${slug}.json`);
  try {
    assert.equal((await run('commands/migrate.js', env)).code, 0);
    for (const slug of ['city-museum', 'harbour-zoo', 'riverside-gardens']) {
      const dry = await run('commands/import-venue.js', env, [file(slug), '--dry-run']);
      assert.match(dry.output, new RegExp(`^Dry run: would import the catalogue of ${slug}\\.\\n  seller: 1 created`), dry.output);
      const first = await run('commands/import-venue.js', env, [file(slug)]);
      assert.match(first.output, new RegExp(`^Imported the catalogue of ${slug}\\.\\n`), first.output);
      const second = await run('commands/import-venue.js', env, [file(slug)]);
      assert.equal(second.code, 0);
      assert.match(second.output, new RegExp(`^Imported the catalogue of ${slug}: nothing to change\\.`), second.output);
      assert.doesNotMatch(second.output, /[1-9]\d* (created|updated|deleted)/);
    }
    const bad = path.join(dataDir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...JSON.parse(readFileSync(file('harbour-zoo'), 'utf8')), venues: [] }));
    const refused = await run('commands/import-venue.js', env, [bad]);
    assert.equal(refused.code, 1);
    assert.match(refused.output, /The catalogue is not valid:\n {2}\/venues: Expected array length to be greater or equal to 1/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const adminUrl = process.env.DATABASE_URL;
test('PostgreSQL: two db:migrate at once both succeed and apply each migration once', { skip: (!built && 'api/dist is not built') || (!adminUrl && 'DATABASE_URL is not set') }, async () => {
  const pg = createRequire(path.join(root, 'api/package.json'))('pg');
  const name = `storefront_start_up_${randomBytes(4).toString('hex')}`;
  const server = new pg.Client({ connectionString: adminUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  const url = new URL(String(adminUrl));
  url.pathname = `/${name}`;
  try {
    const runs = await Promise.all([run('commands/migrate.js', { DATABASE_URL: url.toString() }), run('commands/migrate.js', { DATABASE_URL: url.toString() })]);
    assert.deepEqual(runs.map((r) => r.code), [0, 0], runs.map((r) => r.output).join('\n'));
    const outputs = runs.map((r) => r.output).sort();
    assert.match(outputs.join('\n'), new RegExp(`Applied ${MIGRATIONS} migration\\(s\\)`));
    assert.match(outputs.join('\n'), /The database is up to date\./);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM schema_migrations');
    await client.end();
    assert.equal(rows[0].n, MIGRATIONS);
  } finally {
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.end();
  }
});

/** Well-formed production settings; nothing here is reached before the start-up refuses or listens. */
const PRODUCTION = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_test_start_up',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_start_up',
  STRIPE_WEBHOOK_SECRET: 'whsec_start_up',
  HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000',
  HCAPTCHA_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
  SMTP_URL: 'smtp://127.0.0.1:2',
  STOREFRONT_URL: 'https://tickets.example.org',
  METRICS_PORT: String(PORT + 3),
};

test('production refuses to start without its settings, naming each one', { skip: !built && 'api/dist is not built' }, async () => {
  const refused = await run('server.js', { NODE_ENV: 'production', DATA_DIR: path.join(tmpdir(), 'never-opened') });
  assert.equal(refused.code, 1);
  for (const name of ['DATABASE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'HCAPTCHA_SECRET', 'HCAPTCHA_SITE_KEY', 'SMTP_URL', 'STOREFRONT_URL', 'METRICS_PORT']) {
    assert.match(refused.output, new RegExp(`- ${name} is missing: `), `${name} is named`);
  }
  assert.doesNotMatch(refused.output, /listening/i);
  assert.doesNotMatch(refused.output, /^\s+at /m, 'the operator reads the problems, not a stack');
});

test('production: a seller signing visitors in at an external provider needs SSO_ISSUER; with it, no sandbox or dev route answers, every answer carries HSTS, metrics are served', { skip: (!built && 'api/dist is not built') || (!adminUrl && 'DATABASE_URL is not set') }, async () => {
  const pg = createRequire(path.join(root, 'api/package.json'))('pg');
  const name = `storefront_production_${randomBytes(4).toString('hex')}`;
  const server = new pg.Client({ connectionString: adminUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  const url = new URL(String(adminUrl));
  url.pathname = `/${name}`;
  const env = { ...PRODUCTION, DATABASE_URL: url.toString() };
  try {
    assert.equal((await run('commands/migrate.js', env)).code, 0);
    // The demo's Riverside Gardens signs its visitors in at an external OpenID provider.
    assert.equal((await run('commands/load-demo.js', env)).code, 0);
    const refused = await run('server.js', env);
    assert.equal(refused.code, 1);
    assert.match(refused.output, /SSO_ISSUER is missing, and sellers riverside-gardens sign visitors in at an external provider/);

    const api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
      env: { ...process.env, ...env, SSO_ISSUER: 'https://login.example.org', SSO_CLIENTS: 'riverside=secret', LOG_LEVEL: 'warn', PORT: String(PORT), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      let ready = false;
      for (let tries = 0; tries < 150 && !ready; tries += 1) {
        ready = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then((res) => res.ok, () => false);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.ok(ready, 'the production API starts with every setting');
      const probes = [
        ['GET', '/api/dev/mailbox'],
        ['GET', '/api/dev/mailbox/messages'],
        ['GET', '/api/dev/idp/.well-known/openid-configuration'],
        ['GET', '/api/sandbox/stripe.js'],
        ['POST', '/api/sandbox/injected_cart'],
        ['POST', '/api/__test__/clock'],
        ['POST', '/api/__test__/scheduled_charges'],
        ['PUT', '/api/admin/sellers/city-museum/catalogue'],
      ];
      for (const [method, probe] of probes) {
        const res = await fetch(`http://127.0.0.1:${PORT}${probe}`, { method, headers: { 'content-type': 'application/json', 'x-app-marker': 'ecomm' }, ...(method === 'GET' ? {} : { body: '{}' }) });
        assert.equal(res.status, 404, `${method} ${probe} does not exist in production`);
        assert.equal(res.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains', `${method} ${probe} carries HSTS`);
      }
      assert.equal((await fetch(`http://127.0.0.1:${PORT}/api/health`)).headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains');
      assert.match(await (await fetch(`http://127.0.0.1:${PRODUCTION.METRICS_PORT}/metrics`)).text(), /^http_requests_total\{method="GET",route="\/api\/health\/ready",status_code="200"\} \d+$/m);
    } finally {
      api.kill('SIGTERM');
      await once(api, 'exit');
    }
  } finally {
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.end();
  }
});
