import { advertisedPrice, type Money } from '../domain/money';
import type { EventDetail } from '../domain/types';
import type { PageConfig } from '../federation/page-config';
import type { ApiSellerConfig, LoginMode, ReserveFlow } from '../wire';

export const DEFAULT_CONFLICT_PADDING_MINUTES = 5;

/** The seller configuration, read once from the page. Read-only. */
export class SellerConfigStore {
  readonly seller: ApiSellerConfig;
  readonly basePath: string;
  readonly apiBaseUrl: string;
  /** The test-only route and overrides are on (`PageConfig.testRoutes`). */
  readonly testRoutes: boolean;

  constructor(pageConfig: PageConfig) {
    this.seller = pageConfig.seller;
    this.basePath = pageConfig.basePath;
    this.apiBaseUrl = pageConfig.apiBaseUrl;
    this.testRoutes = pageConfig.testRoutes === true;
  }

  get sellerId(): string {
    return this.seller.id;
  }
  get sellerName(): string {
    return this.seller.name;
  }
  get currency(): string {
    return this.seller.default_currency_code;
  }
  get timezone(): string {
    return this.seller.timezone;
  }
  /** Seconds a cart holds its tickets. */
  get holdSeconds(): number {
    return this.seller.cart_hold_seconds;
  }
  /** Tenant default reserve flow, used when an event does not set its own. */
  get reserveFlow(): ReserveFlow {
    return this.seller.web.reserve_flow ?? 'date_first';
  }
  get web(): ApiSellerConfig['web'] {
    return this.seller.web;
  }
  /** Spec 01 §9: fees are in the shown price only when the seller advertises prices including fees. */
  get advertisePriceIncludingFees(): boolean {
    return this.seller.web.advertise_price_including_fees === true;
  }
  /** A price as shown to the visitor: with its outside fees when the seller advertises them in. */
  shownPrice(priceMinor: Money, feesMinor: Money): Money {
    return advertisedPrice(priceMinor, feesMinor, this.advertisePriceIncludingFees);
  }
  /** Minutes of conflict padding around cart sessions (spec 01 §9, default 5). */
  get conflictPaddingMinutes(): number {
    return this.seller.web.conflict_padding_minutes ?? DEFAULT_CONFLICT_PADDING_MINUTES;
  }
  // Accounts (spec 03 §3 config).
  /** The login screen's field set. */
  get loginMode(): LoginMode {
    return this.seller.web.login_mode ?? 'otp_or_password';
  }
  /** Sign-in happens at an external provider (a plain link instead of our form), or null. */
  get authenticationMethod(): 'auth0' | 'sfec' | 'external' | null {
    return this.seller.web.authentication_method ?? null;
  }
  get externalUrls(): { login: string | null; logout: string | null } {
    const urls = this.seller.web.external_urls;
    return { login: urls?.login ?? null, logout: urls?.logout ?? null };
  }
  /** The login screen's path under the seller prefix. */
  get loginPath(): string {
    return this.seller.web.login_path ?? '/login';
  }
  get loginDisabled(): boolean {
    return this.seller.web.login_disabled === true;
  }
  /** Router rules' configured redirects (spec 03 Router rules). */
  get redirects(): { requireSellerPrefix: boolean; disableHomeRoute: boolean; target: string | null } {
    const r = this.seller.web.redirects;
    return { requireSellerPrefix: r?.require_seller_prefix === true, disableHomeRoute: r?.disable_home_route === true, target: r?.target ?? null };
  }
  /** Home offers login, membership and guest options; off, home goes to the admission event. */
  get membershipPresell(): boolean {
    return this.seller.web.membership_presell === true;
  }
  get admissionEventId(): string | null {
    return this.seller.web.admission_event_id ?? null;
  }
  get homeOptions(): ('login' | 'membership' | 'guest')[] {
    return this.seller.web.home_options ?? ['login', 'membership', 'guest'];
  }
  /** The member menu shows Membership details instead of My account. */
  get hideMyAccount(): boolean {
    return this.seller.web.hide_my_account === true;
  }
  get membershipEventId(): string | null {
    return this.seller.web.membership_event_id ?? null;
  }
  /** The one membership-event rule: the event's type is membership, or it is the seller's configured membership event. */
  isMembershipEvent(event: Pick<EventDetail, 'id' | 'eventType'>): boolean {
    return event.eventType === 'membership' || event.id === this.membershipEventId;
  }
}
