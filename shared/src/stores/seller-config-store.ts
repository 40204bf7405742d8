import { advertisedPrice, type Money } from '../domain/money';
import { toSellerSettings, type SellerSettings } from '../domain/seller-settings';
import type { EventDetail } from '../domain/types';
import type { PageConfig } from '../federation/page-config';
import type { ApiSellerConfig } from '../wire';

/** The seller configuration, read once from the page. Read-only. */
export class SellerConfigStore {
  /** The seller's record without its raw `web` config: `settings` is that config in domain terms. */
  readonly seller: Omit<ApiSellerConfig, 'web'>;
  /** The seller's `web` config mapped once, defaults applied. */
  readonly settings: SellerSettings;
  readonly basePath: string;
  readonly apiBaseUrl: string;
  /** The test-only route and overrides are on (`PageConfig.testRoutes`). */
  readonly testRoutes: boolean;

  constructor(pageConfig: PageConfig) {
    const { web, ...seller } = pageConfig.seller;
    this.seller = seller;
    this.settings = toSellerSettings(web);
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
  // The settings the storefront reads most, by their own name (defaults are in `toSellerSettings`).
  get reserveFlow(): SellerSettings['reserveFlow'] {
    return this.settings.reserveFlow;
  }
  get advertisePriceIncludingFees(): boolean {
    return this.settings.advertisePriceIncludingFees;
  }
  get conflictPaddingMinutes(): number {
    return this.settings.conflictPaddingMinutes;
  }
  get loginMode(): SellerSettings['loginMode'] {
    return this.settings.loginMode;
  }
  get authenticationMethod(): SellerSettings['authenticationMethod'] {
    return this.settings.authenticationMethod;
  }
  get externalUrls(): SellerSettings['externalUrls'] {
    return this.settings.externalUrls;
  }
  get loginPath(): string {
    return this.settings.loginPath;
  }
  get loginDisabled(): boolean {
    return this.settings.loginDisabled;
  }
  get redirects(): SellerSettings['redirects'] {
    return this.settings.redirects;
  }
  get membershipPresell(): boolean {
    return this.settings.membershipPresell;
  }
  get admissionEventId(): string | null {
    return this.settings.admissionEventId;
  }
  get homeOptions(): SellerSettings['homeOptions'] {
    return this.settings.homeOptions;
  }
  get hideMyAccount(): boolean {
    return this.settings.hideMyAccount;
  }
  get membershipEventId(): string | null {
    return this.settings.membershipEventId;
  }
  /** A price as shown to the visitor: with its outside fees when the seller advertises them in. */
  shownPrice(priceMinor: Money, feesMinor: Money): Money {
    return advertisedPrice(priceMinor, feesMinor, this.advertisePriceIncludingFees);
  }
  /** The one membership-event rule: the event's type is membership, or it is the seller's configured membership event. */
  isMembershipEvent(event: Pick<EventDetail, 'id' | 'eventType'>): boolean {
    return event.eventType === 'membership' || event.id === this.membershipEventId;
  }
}
