import type { User } from '../domain';
import type { RootStore } from '../stores/root-store';
import type { ApiSellerConfig } from '../wire';

/** What the storefront server embeds in every page as `window.__STOREFRONT__`. */
export interface PageConfig {
  seller: ApiSellerConfig;
  /** Base URL of the platform API, e.g. '/api/'. */
  apiBaseUrl: string;
  /** Route prefix of this seller, e.g. '/' or '/acme'. */
  basePath: string;
  /**
   * The test-only route and overrides are on (spec 03 §2.1: outside production). A production
   * build gets it only from a storefront server started with `STOREFRONT_TEST_ROUTES=1`
   * (the end-to-end tests), never from the page's address.
   */
  testRoutes?: boolean;
}

/** One build of a remote: its version name and where its entries are. */
export interface RemoteBuildRef {
  /** `1.4.0+ab12cd34`: the package version and a build id (ADR 0024); 'current' in a version 1 manifest. */
  version: string;
  /** The browser build's `remoteEntry.js`: an http(s) URL, or a path on the storefront's origin. */
  entry: string;
  /** Its server build's, which the storefront server renders with (default: `server/remoteEntry.js` beside `entry`). */
  serverEntry?: string;
}

/** A remote as one page gets it: the build chosen for this visitor, and where to go when it fails. */
export interface PageRemote extends Omit<RemoteBuildRef, 'version'> {
  name: string;
  /** Absent only in a hand-written list (tests, the standalone page). */
  version?: string;
  /** How the version was chosen (the release manifest's rollout rules, ADR 0024). */
  via?: 'default' | 'seller' | 'canary' | 'last-good';
  /** The last good build before this one: loaded instead when this one fails to load or to mount. */
  fallback?: RemoteBuildRef;
}

/**
 * The remotes for this page, resolved by the storefront server from the release manifest for
 * this seller and visitor (ADR 0024), embedded as `window.__STOREFRONT_REMOTES__`.
 */
export interface RemotesManifest {
  remotes: PageRemote[];
}

/** What a page reports when a remote build fails it (ADR 0024): posted to `REMOTE_FAILURE_BEACON_PATH`. */
export interface RemoteFailureReport {
  remote: string;
  version: string;
  /** The seller's slug. */
  seller: string;
  /** `load`: the entry or a chunk did not load; `mount`: its region threw; `compatibility`: a shared singleton's range refused it. */
  phase: 'load' | 'mount' | 'compatibility';
  /** The error's message (no stack, no personal data). */
  error: string;
  /** The version the page switched to, when it had one. */
  fellBackTo?: string;
}

/** The storefront server's beacon for remote failures (same origin as the page). */
export const REMOTE_FAILURE_BEACON_PATH = '/_storefront/remote-failures';
/**
 * Remote versions this browser found failing, `catalog@1.4.0+ab12cd34` comma-separated: the
 * storefront server resolves this visitor's next pages without them (a session cookie).
 */
export const AVOID_REMOTES_COOKIE = 'sf_avoid_remotes';
/** The stable, random visitor id a canary splits visitors by (set by the storefront server, HttpOnly). */
export const VISITOR_ID_COOKIE = 'sf_visitor';

/**
 * What the storefront server read while rendering the page (ADR 0017), embedded as
 * `window.__STOREFRONT_DATA__` with the markup: the stores start from it, so the page the
 * browser hydrates is the page the server rendered, and nothing is asked for twice.
 */
export interface ServerData {
  /** The signed-in user (`GET my/user`), null for a guest. */
  session: { user: User | null };
  /** Suspense boundaries rendered into the markup (`deferred` of them in deferred regions), for `HydrationTracker`. */
  hydration: { boundaries: number; deferred?: number };
  /** The first screen's data, by the keys its screens take it with (`RouteData`). */
  routeData: Record<string, unknown>;
}

/**
 * What a remote's exposed routes module may export as `loadRouteData`: the storefront server
 * calls it for a path the remote owns, before rendering, to put the first screen's data in
 * `store.routeData` (`pathname` is below the seller prefix). It resolves to `{ notFound: true }`
 * when the API has no such thing as the page is for (an unknown event id): the server then
 * answers the page with a 404, as a crawler or a monitor must see it.
 */
export type RouteDataLoader = (request: { pathname: string; search: URLSearchParams; store: RootStore }) => Promise<RouteDataOutcome>;

/**
 * What `loadRouteData` found: nothing to say, or that the page's subject does not exist —
 * `gone` when it did and was removed (the server answers 410 instead of 404).
 */
export type RouteDataOutcome = { notFound: true; gone?: true } | undefined;

/**
 * What a remote's exposed routes module may export as `routeChunks`: the names of the
 * chunks (`webpackChunkName`) its screen for `pathname` loads, most needed first, so the
 * storefront server can preload them from the remote's mf-manifest.json with the page
 * (ADR 0018). Called after `loadRouteData`, so what the screen shows (the event's flow) can
 * decide.
 */
export type RouteChunks = (request: { pathname: string; store: RootStore }) => string[];

/**
 * What a remote's exposed routes module may export as `routeRedirect`: where a page that only
 * sends the visitor on goes (home without membership presell, a member on home), as a path
 * below the seller prefix, or a full http(s) URL (a seller's external membership page), or
 * null. The storefront server answers such a page with a 302 instead of rendering it; the
 * screen itself decides the same way in the browser. Called after the visitor is known and
 * `loadRouteData` has run.
 */
export type RouteRedirect = (request: { pathname: string; search: URLSearchParams; store: RootStore }) => string | null;

export const PAGE_CONFIG_GLOBAL = '__STOREFRONT__';
export const REMOTES_MANIFEST_GLOBAL = '__STOREFRONT_REMOTES__';
export const SERVER_DATA_GLOBAL = '__STOREFRONT_DATA__';

declare global {
  interface Window {
    __STOREFRONT__?: PageConfig;
    __STOREFRONT_REMOTES__?: RemotesManifest;
    __STOREFRONT_DATA__?: ServerData;
  }
}

/** Reads the page config once at boot; throws a clear error when the server did not embed it. */
export function readPageConfig(win: Window = window): PageConfig {
  const config = win[PAGE_CONFIG_GLOBAL];
  if (!config || typeof config !== 'object') {
    throw new Error(
      `Storefront page config is missing: the storefront server must embed window.${PAGE_CONFIG_GLOBAL} = { seller, apiBaseUrl, basePath } before the host bundle runs.`,
    );
  }
  const missing = (['seller', 'apiBaseUrl', 'basePath'] as const).filter((k) => config[k] == null);
  if (missing.length || !config.seller.id) {
    throw new Error(`Storefront page config is incomplete: missing ${missing.length ? missing.join(', ') : 'seller.id'}.`);
  }
  return config;
}

/** The embedded remotes manifest, or an empty one. */
export function readRemotesManifest(win: Window = window): RemotesManifest {
  const manifest = win[REMOTES_MANIFEST_GLOBAL];
  return manifest && Array.isArray(manifest.remotes) ? manifest : { remotes: [] };
}

/** The data the server rendered the page with, or null when the page was not server-rendered. */
export function readServerData(win: Window = window): ServerData | null {
  const data = win[SERVER_DATA_GLOBAL];
  return data && typeof data === 'object' && data.session && data.hydration ? data : null;
}
