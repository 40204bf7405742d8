/**
 * The host's server render entry (ADR 0017), built for Node into `host/server-dist/render.js`
 * and called by the storefront server for every page. It renders the same tree the browser
 * hydrates (layout, router rules, the owning remote's region and the slots on it), loading
 * the remotes' server builds at run time from the remotes manifest, so a remote release
 * still needs no host rebuild or restart.
 *
 * It never fails a page: a region whose remote is missing, throws or is still loading when
 * the render budget runs out is sent as a client-rendered placeholder (React finishes that
 * Suspense boundary in the browser); anything that breaks the shell rejects, and the server
 * then sends the page without markup, as before.
 */
import { Writable } from 'node:stream';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configure } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToPipeableStream } from 'react-dom/server';
import {
  ErrorReporter,
  MemoryStorage,
  RootStore,
  SHARED_STYLES_ID,
  StorefrontRoot,
  createApi,
  createHttpClient,
  loadExposedModule,
  resetAllSlots,
  sharedStyles,
  slotsInUse,
  type PageConfig,
  type RemotesManifest,
  type RouteDataOutcome,
  type RoutesModule,
  type ServerData,
} from '@storefront/shared';
import { App } from '../app';
import { configuredRedirectTarget } from '../routing/configured-redirect';
import { ownerOf, preloadRegionFor, regionSlotId } from '../routing/route-owners';
import { withTestOverrides } from '../test-only/test-only';

configure({ enforceActions: 'observed' });
// Observers render once on the server and must not keep reactions alive per request.
enableStaticRendering(true);

export interface ServerRenderRequest {
  /** The requested path and query, seller prefix included. */
  url: string;
  pageConfig: PageConfig;
  manifest: RemotesManifest;
  /** The page's CSP nonce, for the scripts React adds to finish late regions. */
  nonce: string;
  /** How long regions may take before they are left to the browser. */
  budgetMs: number;
  /** The platform API as the storefront server reaches it (e.g. http://127.0.0.1:4000). */
  apiUrl: string;
  /** The visitor's Cookie header, forwarded to the API to read who is signed in. */
  cookie?: string;
  /** The request's W3C trace context, sent on every API call so the API's log lines carry its id. */
  traceparent?: string;
}

export interface ServerRenderResult {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** What the page was rendered with, for the browser's stores to start from. */
  data: ServerData;
  /** Regions left to the browser (failed or over budget), for the server's log. */
  clientRendered: string[];
  /** The page's stylesheets for its <head>: `id` names one the browser must not add again. */
  styles: { id?: string; css: string }[];
  /** What the page's scripts are, for the server to preload them (ADR 0018). */
  firstLoad: FirstLoad;
  /** Where the render's time went, for the page's Server-Timing header. */
  timings: { dataMs: number; renderMs: number };
  /** 404 when the page is the 404 page, or is for something the API does not have (an unknown event); 410 for an event its seller removed. */
  status: 200 | 404 | 410;
  /**
   * A configured redirect (spec 03 Router rules): the full URL this page leaves for at once.
   * The markup is then only a link to it; the server may answer with a redirect instead.
   */
  redirect: string | null;
}

/** A page the owning remote only sends on (`routeRedirect`): nothing rendered, the server answers 302. */
export interface ServerRedirect {
  redirect: string;
}

export interface FirstLoad {
  /** The remote that owns the route, if any. */
  owner: string | null;
  /** The owner's chunks for this screen (`routeChunks` of its routes module). */
  routeChunks: string[];
  /** Exposed modules the page rendered ('catalog/routes'), deferred ones left out. */
  regions: string[];
}

declare global {
  // Filled by the server builds' CSS imports (scripts/css-on-server-loader.cjs).
  var __STOREFRONT_SERVER_CSS__: Map<string, string> | undefined;
}

/**
 * The heading of the shared 404 page (`NotFoundPage`): a page whose markup has it answers 404,
 * whichever part rendered it (the host for a path no remote owns, a remote below its prefix).
 */
const NOT_FOUND_PAGE_MARKUP = 'id="sf-not-found-title"';

/** The shared primitives' styles, then every stylesheet the server's modules imported. */
function pageStyles(): ServerRenderResult['styles'] {
  const parts = [...(globalThis.__STOREFRONT_SERVER_CSS__ ?? new Map<string, string>()).values()];
  return [{ id: SHARED_STYLES_ID, css: sharedStyles }, { css: parts.join('\n') }];
}

/** Where a remote's server build is: named in the manifest, else `server/remoteEntry.js` beside its browser entry. */
export function serverEntryOf(remote: RemotesManifest['remotes'][number]): string {
  return remote.serverEntry ?? new URL('server/remoteEntry.js', remote.entry).href;
}

/** The server entry each remote is registered with, to re-register only what the manifest changed. */
const registered = new Map<string, string>();

function registerManifest(manifest: RemotesManifest): void {
  const changed = manifest.remotes
    .map((remote) => ({ name: remote.name, entry: serverEntryOf(remote) }))
    .filter(({ name, entry }) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  const replacing = changed.some(({ name }) => registered.has(name));
  registerRemotes(changed, { force: replacing });
  for (const { name, entry } of changed) registered.set(name, entry);
}

/** An error's message and where it was thrown, for one log line. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const at = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  return at ? `${error.message} (${at.trim()})` : error.message;
}

export async function renderStorefront(request: ServerRenderRequest): Promise<ServerRenderResult | ServerRedirect> {
  const { url, manifest, budgetMs, apiUrl, cookie, traceparent } = request;
  // The monolith build renders the remotes' modules from its own bundle; the manifest is unused.
  if (!__STOREFRONT_MONOLITH__) registerManifest(manifest);
  // A region loaded or failed for the previous page is looked up again (releases, outages).
  resetAllSlots();
  const { pathname: path, searchParams } = new URL(url, 'http://storefront.local');
  const pathname = path.slice(request.pageConfig.basePath.length) || '/';
  // As the browser will start from it (test-only overrides, never in production builds).
  const pageConfig = withTestOverrides(request.pageConfig, searchParams.toString());

  const store = new RootStore({
    pageConfig,
    // As the visitor: their cookie, the page's seller; within the budget and without retries.
    api: createApi(
      createHttpClient({
        baseURL: `${apiUrl}${pageConfig.apiBaseUrl}`,
        sellerSlug: pageConfig.seller.slug,
        headers: { ...(cookie ? { cookie } : {}), ...(traceparent ? { traceparent } : {}) },
        timeoutMs: budgetMs,
        retries: 0,
      }),
    ),
    storage: new MemoryStorage(),
    reporter: new ErrorReporter({ sink: () => undefined }),
  });
  try {
    // A page the configuration sends elsewhere needs neither the visitor nor a region.
    const redirect = configuredRedirectTarget(pathname, store.config.redirects, pageConfig.basePath);
    const owner = redirect ? null : ownerOf(pathname, store.config.loginPath);
    if (!redirect) preloadRegionFor(pathname, store.config.loginPath);
    // Without a cookie there is no session to ask about: a guest.
    if (cookie && !redirect) await store.session.load();
    else store.session.hydrate(null);
    // The browser must not render a different visitor than the server did: not knowing who
    // it is, the server leaves the whole page to the browser.
    if (store.session.error) throw store.session.error;
    const routes = owner ? loadExposedModule(regionSlotId(owner)).catch(() => null) : Promise.resolve(null);
    const started = performance.now();
    // Data that is not there within the budget is fetched by the browser instead.
    const loaded = await withinBudget(loadFirstScreenData(routes, pathname, searchParams, store), budgetMs);
    store.routeData.seal();
    const dataMs = performance.now() - started;
    // Only a routes module that has arrived: a slow remote must not hold the page.
    const routesModule = await Promise.race([routes, Promise.resolve(null)]);
    // A page that only sends the visitor on is answered with the redirect, not rendered.
    const onward = routesModule?.routeRedirect?.({ pathname, search: searchParams, store });
    // A full URL (a seller's external membership page) leaves the storefront as it is.
    if (onward) return { redirect: /^https?:\/\//i.test(onward) ? onward : `${pageConfig.basePath}${onward}` };
    const rendered = await renderTree(request, store);
    const status = loaded?.notFound ? (loaded.gone ? 410 : 404) : rendered.html.includes(NOT_FOUND_PAGE_MARKUP) ? 404 : 200;
    const timings = { dataMs, renderMs: performance.now() - started - dataMs };
    const routeChunks = routesModule?.routeChunks?.({ pathname, store }) ?? [];
    // Deferred regions load after the page is interactive: they are not preloaded with it.
    const regions = slotsInUse()
      .filter(({ deferred }) => !deferred)
      .map(({ id }) => id);
    return { ...rendered, status, timings, firstLoad: { owner, routeChunks, regions }, redirect };
  } finally {
    store.dispose();
  }
}

/** Waits for `work` at most `ms` (then resolves undefined); what it puts in the store later is not sent with the page. */
async function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const result = await Promise.race([work, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))]);
  clearTimeout(timer);
  return result;
}

/** The owning remote's first-screen data (`loadRouteData` on its routes module), if it has any; never fails the page. */
async function loadFirstScreenData(
  routesModule: Promise<RoutesModule | null>,
  pathname: string,
  search: URLSearchParams,
  store: RootStore,
): Promise<RouteDataOutcome> {
  try {
    const routes = await routesModule;
    return await routes?.loadRouteData?.({ pathname, search, store });
  } catch {
    // The region itself reports a remote that does not load; its screen then fetches in the browser.
    return undefined;
  }
}

function renderTree({ url, nonce, budgetMs }: ServerRenderRequest, store: RootStore): Promise<Omit<ServerRenderResult, 'firstLoad' | 'timings' | 'redirect' | 'status'>> {
  const clientRendered: string[] = [];

  return new Promise((resolve, reject) => {
    let html = '';
    let shellReady = false;
    let piped = false;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(budget);
        // Counted while rendering: the boundaries whose content is in the markup.
        const data: ServerData = {
          session: { user: store.session.user },
          hydration: { boundaries: store.hydration.rendered, deferred: store.hydration.renderedDeferred },
          routeData: store.routeData.toJSON(),
        };
        resolve({ html, data, clientRendered, styles: pageStyles() });
        done();
      },
    });
    const pipe = () => {
      if (piped) return;
      piped = true;
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(
      <StorefrontRoot store={store} location={url}>
        <App />
      </StorefrontRoot>,
      {
        nonce,
        // The page is sent whole, not streamed: no boundary is cut out into a hidden segment
        // that only a script reveals (React does that past ~12 KB), so the markup shows as sent.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellReady = true;
        },
        onAllReady: pipe,
        onShellError(error) {
          clearTimeout(budget);
          reject(error);
        },
        // An error inside a region: React sends that Suspense boundary to the browser to render.
        onError(error) {
          clientRendered.push(describeError(error));
        },
      },
    );
    const budget = setTimeout(() => {
      clientRendered.push(`render budget of ${budgetMs} ms exceeded`);
      // Regions still loading are finished by the browser; without a shell there is no page.
      stream.abort(new Error(`render budget of ${budgetMs} ms exceeded`));
      if (shellReady) pipe();
    }, budgetMs);
  });
}
