import type { Api } from '../api';
import { browserStorage } from '../browser/storage';
import type { PageConfig } from '../federation/page-config';
import { ErrorReporter, beaconSink, clientErrorsUrl } from '../reporting';
import { CartStore } from './cart-store';
import { FeatureFlagStore } from './feature-flag-store';
import { Clock } from './clock';
import { HydrationTracker } from './hydration';
import { RouteData } from './route-data';
import { MembershipStore } from './membership-store';
import { ModalStore } from './modal-store';
import { SellerConfigStore } from './seller-config-store';
import { SessionStore } from './session-store';

export interface RootStoreOptions {
  pageConfig: PageConfig;
  /** The first screen's data sent with a server-rendered page. */
  routeData?: Record<string, unknown>;
  api: Api;
  /** Defaults to the page's local storage (in memory where the browser blocks it). */
  storage?: Storage;
  clock?: Clock;
  /** Where `storage` events arrive from other tabs; defaults to `window`. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Defaults to one that sends to the API's `client_errors`. */
  reporter?: ErrorReporter;
}

/**
 * The one instance of the stores, created once by the host and handed to every part
 * through `StoreProvider`. Constructing it fetches nothing: the host calls
 * `store.cart.restore()` and `store.session.load()` at boot. `dispose()` undoes the
 * listeners (tests, hot reload).
 */
export class RootStore {
  readonly config: SellerConfigStore;
  readonly session: SessionStore;
  readonly cart: CartStore;
  /** The member's memberships and the membership purchase's client state (spec 03). */
  readonly membership: MembershipStore;
  readonly modals: ModalStore;
  /** Feature flags for this seller and device (spec 03 §7); the host loads them at start. */
  readonly flags: FeatureFlagStore;
  readonly clock: Clock;
  /** When the server-rendered page has hydrated (ADR 0017). */
  readonly hydration = new HydrationTracker();
  /** The first screen's data the server fetched (ADR 0017); seeded in the browser from the page. */
  readonly routeData: RouteData;
  readonly api: Api;
  /** Client error reporting (spec 02 §8): the one instance of the page. */
  readonly reporter: ErrorReporter;

  readonly #events: RootStoreOptions['events'];
  readonly #onStorage: (e: StorageEvent) => void;

  constructor({ pageConfig, api, storage, clock, events, reporter, routeData }: RootStoreOptions) {
    this.api = api;
    this.routeData = new RouteData(routeData);
    this.reporter = reporter ?? new ErrorReporter({ sink: beaconSink(clientErrorsUrl(pageConfig.apiBaseUrl)) });
    this.clock = clock ?? new Clock();
    this.config = new SellerConfigStore(pageConfig);
    const localStorage = storage ?? browserStorage('localStorage');
    this.cart = new CartStore({ api, config: this.config, storage: localStorage, clock: this.clock });
    this.modals = new ModalStore();
    this.membership = new MembershipStore({ api, storage: localStorage, sellerId: this.config.sellerId });
    this.session = new SessionStore({
      api,
      cart: this.cart,
      membership: this.membership,
      storage: localStorage,
      sellerId: this.config.sellerId,
      modals: this.modals,
    });
    this.flags = new FeatureFlagStore({ api, storage: localStorage, sellerId: this.config.sellerId });

    this.#events = events ?? (typeof window === 'undefined' ? undefined : window);
    this.#onStorage = (e) => {
      this.cart.handleStorageEvent(e);
      this.session.handleStorageEvent(e);
      this.membership.handleStorageEvent(e);
    };
    this.#events?.addEventListener('storage', this.#onStorage);
  }

  dispose(): void {
    this.#events?.removeEventListener('storage', this.#onStorage);
    this.clock.stop();
  }
}
