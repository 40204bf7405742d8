/**
 * The seller configuration the storefront server embeds in every page (spec 01 §1:
 * "a configuration object embedded in the page"). The storefront server reads it from
 * `GET sellers/{slug}` (or `GET sellers/default`) of the platform API.
 */
export type * from '../contract/seller';

/** `_code` of `GET seller/{slug}`. */
export type SellerErrorCode = 'not_found';
