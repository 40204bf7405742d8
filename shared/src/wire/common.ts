/**
 * Wire shapes of the platform API (spec 01/02/03 §7): the `Static<>` types of the contract's
 * schemas (`../contract`, ADR 0028), re-exported as types only so that no page loads TypeBox,
 * and the headers and error codes every call shares. The storefront reshapes them into domain
 * types (`../domain`) at the API client's edge.
 */
import type { CartErrorCode, ReserveErrorCode } from './cart';
import type { EventErrorCode } from './events';
import type { IdentityErrorCode, LoginErrorCode, PasswordResetErrorCode, UserErrorCode } from './identity';
import type { MembershipErrorCode } from './memberships';
import type { OrderErrorCode } from './orders';
import type { CardProviderErrorCode, CheckoutErrorCode, PaymentErrorCode } from './payments';
import type { SellerErrorCode } from './seller';

export type * from '../contract/common';

/** Header every storefront call carries (spec 03 §7 "header app marker ecomm"). */
export const APP_MARKER_HEADER = 'x-app-marker';
/** The seller whose storefront page makes the call (the API's cookie policy for framed sellers, ADR 0014). */
export const STOREFRONT_SELLER_HEADER = 'x-storefront-seller';
export const APP_MARKER = 'ecomm';

/**
 * Codes any call can meet before or around its own service: a refused request (rate limit,
 * cross-site write), a body or address the server cannot read, a failed schema, an unknown
 * route, or a busy or failing server.
 */
export type RequestGuardErrorCode = 'too_many_requests' | 'csrf_rejected';
export type RequestErrorCode =
  | RequestGuardErrorCode
  | 'validation_failed'
  | 'not_found'
  | 'bad_request'
  | 'malformed_body'
  | 'malformed_url'
  | 'malformed_request'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'uri_too_long'
  | 'headers_too_large'
  | 'request_timeout'
  | 'busy'
  | 'service_unavailable'
  | 'internal_error';

/**
 * Codes the spec's catalogues name (01 §8 cart fetch and promo codes) that the platform
 * answers and the reference API in `api/` does not: the storefront still handles them.
 */
export type SpecOnlyErrorCode = 'scope_error' | 'not_configured' | 'duplicate_code';

/** Every `_code` the storefront knows an API call can answer; other codes can still arrive. */
export type ApiErrorCode =
  | RequestErrorCode
  | SpecOnlyErrorCode
  | EventErrorCode
  | SellerErrorCode
  | ReserveErrorCode
  | CartErrorCode
  | CheckoutErrorCode
  | PaymentErrorCode
  | CardProviderErrorCode
  | OrderErrorCode
  | LoginErrorCode
  | PasswordResetErrorCode
  | UserErrorCode
  | IdentityErrorCode
  | MembershipErrorCode;
