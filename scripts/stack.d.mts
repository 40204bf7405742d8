export interface StackPorts {
  storefront: number;
  api: number;
  catalog: number;
  checkout: number;
  account: number;
  /** The monolith storefront's, when `withMonolith` starts one. */
  monolith: number;
}
export interface StaticServer {
  close(): Promise<void>;
  /** The Node HTTP server underneath (tests watch its 'request' events). */
  server: import('node:http').Server;
}
export interface RunningStack {
  ports: StackPorts;
  url: string;
  /** The monolith storefront beside the federated one (`withMonolith`), with the same API; else null. */
  monolithUrl: string | null;
  /** The API's dev mailbox page through the storefront; null when the API sends to SMTP_URL. */
  mailboxUrl: string | null;
  /** The remotes' static servers (none when the storefront serves the monolith build). */
  remotes: Record<'catalog' | 'checkout' | 'account', StaticServer>;
  stop(): Promise<void>;
}
export const REMOTE_NAMES: readonly ['catalog', 'checkout', 'account'];
export const DEFAULT_PORTS: StackPorts;
/** Migrates the API's database and loads the demo into it (`db:migrate`, `demo:load --upgrade`), with this environment. */
export function prepareDemoDatabase(env: Record<string, string | undefined>): Promise<void>;
export function startApi(options: {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Called when the API keeps exiting and is no longer restarted. */
  onGiveUp?: () => void;
}): Promise<{ url: string; hasDevMailbox: boolean; readonly process: import('node:child_process').ChildProcess; close(): Promise<void> }>;
export function startStack(options?: {
  ports?: Partial<StackPorts>;
  remotesManifestPath?: string;
  dataDir?: string;
  databaseUrl?: string;
  apiEnv?: Record<string, string>;
  /** Called when the API keeps exiting and is no longer restarted. */
  onApiGiveUp?: () => void;
  /** What the storefront at `url` serves (default federated); the monolith needs no remote servers. */
  storefrontBuild?: 'federated' | 'monolith';
  /** Also serve the monolith build at `monolithUrl` (`ports.monolith`), with the same API. */
  withMonolith?: boolean;
  /** The test-only route and `?login_mode=` in the production build (end-to-end tests). */
  testRoutes?: boolean;
  /** Published remote versions, served by the storefront at /releases/ (default: the storefront server's, RELEASES_DIR or releases/). */
  releasesDir?: string;
  /** Turns on the storefront's release admin endpoints (`Authorization: Bearer <token>`). */
  releasesAdminToken?: string;
  /** How long the storefront server may take for the first screen (default SSR_RENDER_BUDGET_MS or 300 ms). */
  renderBudgetMs?: number;
  /**
   * Before serving, publish each remote's current build into `releasesDir` and make it the
   * default when the manifest has not seen it (`pnpm start`); the manifest is
   * `remotesManifestPath`, else `<releasesDir>/remotes.json`.
   */
  publishBuilds?: boolean;
  /** Serve the storefront server's metrics at http://127.0.0.1:<port>/metrics (none by default: METRICS_PORT, if set, is the API's). */
  storefrontMetricsPort?: number;
}): Promise<RunningStack>;
