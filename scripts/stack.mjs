/**
 * Starts the whole storefront from its production builds, each part on its own
 * localhost port: the platform API (child process), one static server per remote, and
 * the storefront server. `pnpm start`, the end-to-end tests and the benchmark all use
 * this, so they run the product exactly as it is served. The API is supervised: if it
 * exits unexpectedly it is restarted, and the log says so (`supervise.mjs`). The monolith
 * build (issue 11) is served by the same storefront server, instead of the federated build
 * or beside it. With `publishBuilds` (`pnpm start`), each remote's build is published as a
 * version and served from the releases folder by the storefront server (ADR 0024).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serve-static.mjs';
import { supervise } from './supervise.mjs';
import { defaultReleasesDir, publishLatestBuilds } from './releases.mjs';
import { buildStorefrontServer } from '../host/server/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTE_NAMES = ['catalog', 'checkout', 'account'];

export const DEFAULT_PORTS = { storefront: 3000, api: 4000, catalog: 3001, checkout: 3002, account: 3003, monolith: 3010 };

/** The monolith build's browser folder and render entry (`pnpm build:monolith`). */
const MONOLITH_BUILD = {
  distDir: path.join(root, 'host', 'dist-monolith'),
  renderEntry: path.join(root, 'host', 'server-dist-monolith', 'render.js'),
  // It loads no remotes: an empty manifest, so its pages preload and allow no remote origins.
  remotesManifestPath: path.join(root, 'host', 'remotes.monolith.json'),
};

async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${url}: the process exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function assertBuilt({ federated, monolith }) {
  const folders = [path.join(root, 'api', 'dist')];
  if (federated) folders.push(...['host', ...REMOTE_NAMES.map((n) => `remote-${n}`)].map((dir) => path.join(root, dir, 'dist')));
  if (monolith) folders.push(MONOLITH_BUILD.distDir);
  const missing = folders.filter((dir) => !existsSync(dir));
  const commands = [federated && 'pnpm build', monolith && 'pnpm build:monolith'].filter(Boolean).join(' and ');
  if (missing.length) throw new Error(`Build first (${commands}); missing: ${missing.join(', ')}`);
}

/**
 * `publishBuilds`: every remote's current build published into the releases folder, a new
 * one released as the default, in the manifest the storefront will read.
 * @param {{ releasesDir?: string, remotesManifestPath?: string }} options
 */
async function publishRemoteBuilds({ releasesDir = defaultReleasesDir(), remotesManifestPath }) {
  const manifestPath = remotesManifestPath ?? path.join(releasesDir, 'remotes.json');
  for (const { remote, version, released } of await publishLatestBuilds({ remotes: REMOTE_NAMES, releasesDir, manifestPath })) {
    if (released) console.log(`${remote}@${version} published and released`);
  }
  return { releasesDir, manifestPath };
}

/**
 * Readies the API's database as the demo needs it, by the API's own commands (ADR 0029): the
 * pending migrations (`db:migrate`), then the demo (`demo:load --upgrade`: loaded into an
 * empty database, replaced when the demo changed, refused on a database holding anything else).
 * @param {Record<string, string | undefined>} env  the API process's environment
 */
export async function prepareDemoDatabase(env) {
  for (const [command, ...args] of [['migrate.js'], ['load-demo.js', '--upgrade']]) {
    const child = spawn(process.execPath, [path.join(root, 'api/dist/commands', command), ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error(`api/dist/commands/${command} ${args.join(' ')} exited with ${code}`);
  }
}

/**
 * Starts the platform API from api/dist as its own process and waits until it is ready
 * (its database answers). Once ready it is supervised: an unexpected exit is logged and the
 * API restarted; `close()` stops it for good. `onGiveUp` runs when it keeps dying.
 */
export async function startApi({ port, dataDir, databaseUrl, env = {}, onGiveUp }) {
  // Only an explicit databaseUrl selects PostgreSQL; otherwise the embedded database.
  const { DATABASE_URL: _inherited, ...inheritedEnv } = process.env;
  const apiEnv = {
    ...inheritedEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  await prepareDemoDatabase(apiEnv);
  const spawnApi = () => spawn(process.execPath, [path.join(root, 'api/dist/server.js')], { env: apiEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const first = spawnApi();
  // A first start that fails is an error to report, not a part to restart; the child must
  // not outlive it (it would hold the port for the next run).
  try {
    await waitForHttp(`${url}/api/health/ready`, { child: first });
  } catch (error) {
    if (first.exitCode === null && first.signalCode === null) first.kill('SIGKILL');
    throw error;
  }
  const supervisor = supervise({
    name: 'API',
    start: spawnApi,
    child: first,
    onRestart: () =>
      waitForHttp(`${url}/api/health/ready`, { timeoutMs: 30_000 }).then(
        () => console.error('API restarted and ready'),
        (error) => console.error(`API restarted but not ready: ${error.message}`),
      ),
    ...(onGiveUp ? { onGiveUp } : {}),
  });
  // The dev mailbox exists only when the API has no SMTP_URL.
  const hasDevMailbox = await fetch(`${url}/api/dev/mailbox/messages`).then((res) => res.ok, () => false);
  return {
    url,
    hasDevMailbox,
    /** The API process running now. */
    get process() {
      return supervisor.child;
    },
    close: () => supervisor.stop(),
  };
}

/**
 * @param {object} [options]
 * @param {Partial<typeof DEFAULT_PORTS>} [options.ports]
 * @param {string} [options.remotesManifestPath]  defaults to host/remotes.json
 * @param {string} [options.dataDir]              the API's embedded database folder
 * @param {string} [options.databaseUrl]          a PostgreSQL server instead of the embedded database
 * @param {Record<string, string>} [options.apiEnv] extra environment of the API process (e.g. CART_HOLD_SECONDS_OVERRIDE)
 * @param {() => void} [options.onApiGiveUp]      called when the API keeps exiting and is no longer restarted
 * @param {'federated' | 'monolith'} [options.storefrontBuild] what the storefront at `url` serves; the monolith needs no remote servers
 * @param {boolean} [options.withMonolith]        also serve the monolith build on `ports.monolith` (`monolithUrl`), with the same API, for the benchmark
 * @param {boolean} [options.testRoutes]          the test-only route and `?login_mode=` in the production build (end-to-end tests; default: STOREFRONT_TEST_ROUTES=1)
 * @param {string} [options.releasesDir]          published remote versions, served at /releases/ (default: the storefront server's)
 * @param {string} [options.releasesAdminToken]   enables the storefront's release admin endpoints
 * @param {number} [options.renderBudgetMs]      how long the storefront server may take for the first screen (default SSR_RENDER_BUDGET_MS or 300)
 * @param {boolean} [options.publishBuilds]       publish each remote's current build into `releasesDir` (default RELEASES_DIR or releases/) and make a new one the default, in `remotesManifestPath` (default `<releasesDir>/remotes.json`)
 * @param {number} [options.storefrontMetricsPort] serve the storefront server's metrics at http://127.0.0.1:<port>/metrics (none by default: METRICS_PORT, if set, is the API's here)
 */
export async function startStack({
  ports: portOverrides = {},
  remotesManifestPath,
  dataDir,
  databaseUrl,
  apiEnv,
  onApiGiveUp,
  storefrontBuild = 'federated',
  withMonolith = false,
  testRoutes = process.env.STOREFRONT_TEST_ROUTES === '1',
  releasesDir,
  releasesAdminToken,
  renderBudgetMs,
  publishBuilds = false,
  storefrontMetricsPort,
} = {}) {
  const federated = storefrontBuild === 'federated';
  assertBuilt({ federated, monolith: !federated || withMonolith });
  // Before anything starts, so a build that cannot be published leaves nothing running.
  const releases = federated && publishBuilds ? await publishRemoteBuilds({ releasesDir, remotesManifestPath }) : { releasesDir, manifestPath: remotesManifestPath };
  const ports = { ...DEFAULT_PORTS, ...portOverrides };
  // Links in e-mails (sign-in codes, password resets) point at this storefront.
  const storefrontUrl = `http://localhost:${ports.storefront}`;
  const api = await startApi({ port: ports.api, dataDir, databaseUrl, env: { STOREFRONT_URL: storefrontUrl, ...apiEnv }, onGiveUp: onApiGiveUp });
  const apiUrl = `http://127.0.0.1:${ports.api}`;

  const remotes = {};
  if (federated) {
    for (const name of REMOTE_NAMES) {
      remotes[name] = await serveStatic({ root: path.join(root, `remote-${name}`, 'dist'), port: ports[name] });
    }
  }

  const storefronts = [];
  const serveStorefront = async (port, build, metricsPort) => {
    const server = await buildStorefrontServer({
      apiUrl,
      testRoutes,
      // Warnings only, as JSON lines: a seller's colours corrected for contrast (ADR 0025) and the like.
      logger: { level: process.env.LOG_LEVEL ?? 'warn' },
      // The API process of this stack reads METRICS_PORT from the same environment.
      metricsListen: metricsPort ? { host: '127.0.0.1', port: metricsPort } : null,
      ...(renderBudgetMs ? { renderBudgetMs } : {}),
      ...build,
    });
    storefronts.push(server);
    await server.listen({ port, host: '127.0.0.1' });
  };
  const federatedBuild = {
    ...(releases.releasesDir ? { releasesDir: releases.releasesDir } : {}),
    ...(releases.manifestPath ? { remotesManifestPath: releases.manifestPath } : {}),
    ...(releasesAdminToken ? { releasesAdminToken } : {}),
  };
  await serveStorefront(ports.storefront, federated ? federatedBuild : MONOLITH_BUILD, storefrontMetricsPort);
  if (withMonolith) await serveStorefront(ports.monolith, MONOLITH_BUILD);

  return {
    ports,
    url: storefrontUrl,
    monolithUrl: withMonolith ? `http://localhost:${ports.monolith}` : null,
    /** The API's dev mailbox through the storefront's /api proxy; null when the API sends to SMTP_URL. */
    mailboxUrl: api.hasDevMailbox ? `http://localhost:${ports.storefront}/api/dev/mailbox` : null,
    remotes,
    async stop() {
      await Promise.all(storefronts.map((server) => server.close()));
      await Promise.all(Object.values(remotes).map((server) => server.close()));
      await api.close();
    },
  };
}
