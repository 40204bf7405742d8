/**
 * The storefront server run as a program (`node host/server/index.mjs`), as an operator runs it
 * (issue 30, ADR 0034): a production start refused naming every missing or unsafe setting; a
 * production server with no test route, HSTS on its answers, JSON log lines carrying the
 * request's trace, metrics on their own port; and SIGTERM finishing a request under way before
 * the process exits 0. Needs the host's build (host/dist, server-dist), as the other suites.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

const serverScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.mjs');
const sellers = [{ id: 's-1', slug: 'city-museum', name: 'City Museum of Art', default_currency_code: 'USD', timezone: 'America/New_York', web: {} }];
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const INCOMING_TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

/** A port nothing listens on now. */
async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts the server program; its log as parsed JSON lines, as they come.
 * @param {Record<string, string>} env
 */
function startProgram(env) {
  // Only what is given here: the test's own environment must not decide (NODE_ENV, METRICS_PORT…).
  const child = spawn(process.execPath, [serverScript], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Record<string, any>[]} */
  const lines = [];
  let stderr = '';
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const text = partial + chunk;
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) if (line) lines.push(JSON.parse(line));
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = /** @type {Promise<[number | null, string | null]>} */ (once(child, 'exit'));
  /** The first log line that `matches`, waited for. @param {(line: Record<string, any>) => boolean} matches */
  async function lineWhere(matches, timeoutMs = 20_000) {
    const started = Date.now();
    for (;;) {
      const found = lines.find(matches);
      if (found) return found;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${JSON.stringify(lines)} ${stderr}`);
      if (Date.now() - started > timeoutMs) throw new Error(`no such log line within ${timeoutMs} ms: ${JSON.stringify(lines)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { child, lines, exited, lineWhere, stderr: () => stderr };
}

describe('the storefront server program', () => {
  /** @type {import('fastify').FastifyInstance} */
  let api;
  let apiUrl = '';
  let manifestPath = '';
  /** Each API call the stub received: its path and traceparent. @type {{ url: string, traceparent: string | undefined }[]} */
  const apiCalls = [];

  before(async () => {
    api = Fastify({ forceCloseConnections: true });
    api.addHook('onRequest', async (request) => {
      apiCalls.push({ url: request.url, traceparent: /** @type {string | undefined} */ (request.headers.traceparent) });
    });
    api.get('/api/sellers', async () => ({ data: sellers }));
    api.get('/api/health/ready', async () => ({ status: 'ready' }));
    // A call through the proxy that takes its time, as a pay or a seat map can.
    api.get('/api/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { finished: true };
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${/** @type {net.AddressInfo} */ (api.server.address()).port}`;
    manifestPath = path.join(mkdtempSync(path.join(tmpdir(), 'sf-program-')), 'remotes.json');
    // Remotes that are not there: the host still renders its own pages (the 404 page among them).
    writeFileSync(manifestPath, JSON.stringify({ remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:9/remoteEntry.js' }] }));
  });
  after(async () => {
    await api.close();
  });

  it('refuses a production start, naming every missing or unsafe setting at once', async () => {
    const program = startProgram({ NODE_ENV: 'production', STOREFRONT_TEST_ROUTES: '1', RELEASES_ADMIN_TOKEN: 'admin' });
    const [code] = await program.exited;
    assert.equal(code, 1);
    const [refusal] = program.lines;
    assert.equal(refusal?.level, 60, 'fatal');
    assert.match(String(refusal?.msg), /^Refusing to start the storefront server in production/);
    const named = ['API_URL is missing', 'REMOTES_MANIFEST is missing', 'TRUST_PROXY is missing', 'METRICS_PORT is missing', 'RELEASES_ADMIN_TOKEN must be', 'STOREFRONT_TEST_ROUTES=1 is refused'];
    assert.deepEqual(
      refusal?.problems.map((/** @type {string} */ problem) => named.find((start) => problem.startsWith(start))),
      named,
    );
  });

  it('in production: no test route, HSTS, JSON lines under the request trace, metrics on their port; SIGTERM finishes a request under way', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const program = startProgram({
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: apiUrl,
      REMOTES_MANIFEST: manifestPath,
      TRUST_PROXY: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    const origin = `http://127.0.0.1:${port}`;
    try {
      await program.lineWhere((line) => String(line.msg).startsWith('Server listening'));

      const ready = await fetch(`${origin}/health/ready`);
      assert.equal(ready.status, 200);
      assert.deepEqual(await ready.json(), { status: 'ready', checks: { api: 'ok', manifest: 'ok' } });
      assert.equal(ready.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains');

      // The test-only page and the login-mode override of the end-to-end tests are not there.
      const testPage = await fetch(`${origin}/__test__/login-modes?login_mode=password`, { headers: { traceparent: INCOMING_TRACEPARENT } });
      assert.equal(testPage.status, 404);
      const html = await testPage.text();
      assert.match(html, /<h1 id="sf-not-found-title">Oops!<\/h1>/);
      assert.doesNotMatch(html, /"testRoutes"|"login_mode":"password"/);
      assert.equal(testPage.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains');
      assert.match(String(testPage.headers.get('set-cookie')), /sf_visitor=[^;]+;.*Secure/);

      const line = await program.lineWhere((entry) => entry.msg === 'request' && entry.path === '/__test__/login-modes');
      assert.deepEqual(
        { level: line.level, reqId: line.reqId, method: line.method, status: line.status },
        { level: 30, reqId: TRACE_ID, method: 'GET', status: 404 },
      );
      assert.ok(typeof line.time === 'number' && typeof line.ms === 'number', JSON.stringify(line));

      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      assert.equal(scrape.status, 200);
      const metrics = await scrape.text();
      assert.match(metrics, /http_requests_total\{method="GET",route="page not found",status_code="404"\} 1/);
      assert.match(metrics, /http_requests_total\{method="GET",route="\/health\/ready",status_code="200"\} 1/);
      assert.match(metrics, /process_resident_memory_bytes/);
      assert.equal((await fetch(`${origin}/metrics`)).status, 404, 'not on the public port');

      // A proxied call under way when SIGTERM arrives is answered in full; then the process exits 0.
      const slow = fetch(`${origin}/api/slow`, { headers: { traceparent: INCOMING_TRACEPARENT } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      program.child.kill('SIGTERM');
      await program.lineWhere((entry) => String(entry.msg).startsWith('shutting down'));
      await assert.rejects(fetch(`${origin}/health`, { headers: { connection: 'close' } }), 'no new connection is accepted while draining');
      const answered = await slow;
      assert.equal(answered.status, 200);
      assert.deepEqual(await answered.json(), { finished: true });
      const [code] = await program.exited;
      assert.equal(code, 0, JSON.stringify(program.lines.slice(-4)));

      // The API was called under the visitor's trace, with this server's span as the parent.
      const proxied = apiCalls.find((call) => call.url === '/api/slow');
      assert.match(String(proxied?.traceparent), new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
      assert.notEqual(proxied?.traceparent, INCOMING_TRACEPARENT);
    } finally {
      if (program.child.exitCode === null) program.child.kill('SIGKILL');
    }
  });
});
