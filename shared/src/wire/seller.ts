/**
 * The seller configuration the storefront server embeds in every page (spec 01 §1:
 * "a configuration object embedded in the page"). The storefront server reads it from
 * `GET sellers/{slug}` (or `GET sellers/default`) of the platform API.
 */
export interface ApiSellerConfig {
  id: string;
  slug: string;
  name: string;
  timezone: string;
  default_currency_code: string;
  /** Seconds a cart holds its tickets. */
  cart_hold_seconds: number;
  /** Tenant/web settings; later features add keys here. */
  web: {
    advertise_price_including_fees?: boolean;
    reserve_flow?: 'date_first' | 'quantity_first';
    logo_url?: string;
    [key: string]: unknown;
  };
}
