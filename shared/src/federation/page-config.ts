import type { ApiSellerConfig } from '../wire';

/** What the storefront server embeds in every page as `window.__STOREFRONT__`. */
export interface PageConfig {
  seller: ApiSellerConfig;
  /** Base URL of the platform API, e.g. '/api/'. */
  apiBaseUrl: string;
  /** Route prefix of this seller, e.g. '/' or '/acme'. */
  basePath: string;
}

/** The remotes manifest (data, served no-cache) embedded as `window.__STOREFRONT_REMOTES__`. */
export interface RemotesManifest {
  remotes: { name: string; entry: string }[];
}

export const PAGE_CONFIG_GLOBAL = '__STOREFRONT__';
export const REMOTES_MANIFEST_GLOBAL = '__STOREFRONT_REMOTES__';

declare global {
  interface Window {
    __STOREFRONT__?: PageConfig;
    __STOREFRONT_REMOTES__?: RemotesManifest;
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
