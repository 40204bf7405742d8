/**
 * `pnpm start` (after the build): the storefront, its remotes and the API with demo data.
 * `--monolith` (after `pnpm build:monolith`): the monolith build instead, served the same
 * way, with no remote servers (issue 11).
 * RELEASES_DIR (releases/): where the remotes' builds are published; RELEASES_ADMIN_TOKEN:
 * turns on the storefront's release endpoints (`pnpm release --server`); STOREFRONT_METRICS_PORT:
 * the storefront server's metrics at http://127.0.0.1:<port>/metrics. SIGINT/SIGTERM stop every
 * part, letting requests under way finish (at most SHUTDOWN_TIMEOUT_MS, 10000).
 */
import { closeOnSignals } from '../host/server/shutdown.mjs';
import { logLine } from '../host/server/logging.mjs';
import { defaultReleasesDir } from './releases.mjs';
import { startStack } from './stack.mjs';

const monolith = process.argv.includes('--monolith');
const stack = await startStack({
  storefrontBuild: monolith ? 'monolith' : 'federated',
  // The remotes' builds are published as versions and served from there, so a rollback
  // (`pnpm rollback`) has earlier builds to return to.
  publishBuilds: true,
  releasesDir: defaultReleasesDir(),
  ...(process.env.RELEASES_ADMIN_TOKEN && { releasesAdminToken: process.env.RELEASES_ADMIN_TOKEN }),
  databaseUrl: process.env.DATABASE_URL,
  // The API keeps dying (the supervisor said so): a storefront without it is no use. The
  // API is already gone; the servers in this process end with it.
  onApiGiveUp: () => process.exit(1),
  ...(process.env.STOREFRONT_METRICS_PORT && { storefrontMetricsPort: Number(process.env.STOREFRONT_METRICS_PORT) }),
  ports: {
    ...(process.env.STOREFRONT_PORT && { storefront: Number(process.env.STOREFRONT_PORT) }),
    ...(process.env.API_PORT && { api: Number(process.env.API_PORT) }),
  },
});
const mailbox = stack.mailboxUrl ? `Dev mailbox: ${stack.mailboxUrl}\n` : '';
console.log(
  `\n${monolith ? 'Monolith storefront' : 'Storefront'} ready: ${stack.url}/events  (second seller: ${stack.url}/harbour-zoo/events)\n${mailbox}Press Ctrl+C to stop.\n`,
);

closeOnSignals({
  close: () => stack.stop(),
  timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  log: { info: (details, message) => logLine('info', message, details), error: (details, message) => logLine('error', message, details) },
});
