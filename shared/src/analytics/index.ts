/**
 * The analytics data layer (spec 01 §7, 03 §7): events go to `window.dataLayer` only when the
 * seller configures a container id (`SellerSettings.analyticsContainerId`); otherwise nothing
 * is pushed and nothing is loaded.
 */
export type AnalyticsEvent = 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'purchase' | 'view_item';

/** One line of an ecommerce event (GA4 shape); `price` in major units. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category?: string;
  price: number;
  quantity: number;
}

export interface AnalyticsEcommerce {
  currency: string;
  /** Total in major units. */
  value: number;
  items: AnalyticsItem[];
  [key: string]: unknown;
}

export interface DataLayerHost {
  dataLayer?: unknown[];
}

export interface AnalyticsOptions {
  /** The seller's container id; nothing is pushed without one. */
  containerId: string | null | undefined;
  /** Defaults to `window`. */
  target?: DataLayerHost;
}

/**
 * Pushes `{ event, ecommerce }` to the data layer when a container id is configured. The
 * previous ecommerce object is cleared first, as the data layer merges pushes. Returns
 * whether it pushed.
 */
export function pushAnalytics(event: AnalyticsEvent, ecommerce: AnalyticsEcommerce, options: AnalyticsOptions): boolean {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : (window as DataLayerHost));
  if (!options.containerId || !target) return false;
  const layer = (target.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
  return true;
}

/** Minor units to the data layer's major-unit numbers. */
export const toAnalyticsAmount = (minor: number) => Math.round(minor) / 100;
