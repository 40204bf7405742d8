import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';

/** What a flag is while the service has not answered, or does not name it (the API's defaults). */
export const FEATURE_FLAG_DEFAULTS: Readonly<Record<string, boolean>> = { my_account: true, my_profile: true, my_tickets: false };

export const DEVICE_ID_KEY = 'storefront.device';

/** 128 random bits in hex (`getRandomValues` works outside secure contexts too, unlike `randomUUID`). */
function randomDeviceId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface FeatureFlagStoreDeps {
  api: Api;
  storage: Storage;
  sellerId: string;
  /** A new device id (random; injectable for tests). */
  newDeviceId?: () => string;
}

/**
 * The feature-flag service's answer for this seller and device (spec 03 §7: fetched at
 * start). The device id is random, kept in local storage, so a percentage rollout gives a
 * browser the same answer on every visit.
 */
export class FeatureFlagStore {
  flags: Record<string, boolean> | null = null;
  readonly #deps: FeatureFlagStoreDeps;

  constructor(deps: FeatureFlagStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { flags: observableRef }, { autoBind: true });
  }

  get loaded(): boolean {
    return this.flags !== null;
  }

  isOn(name: string): boolean {
    return this.flags?.[name] ?? FEATURE_FLAG_DEFAULTS[name] ?? false;
  }

  /** Fetches the flags; a failure keeps the defaults (the storefront works without the service). */
  async load(): Promise<void> {
    let flags: Record<string, boolean> = {};
    try {
      flags = await this.#deps.api.identity.getFeatureFlags({ sellerId: this.#deps.sellerId, deviceId: this.deviceId() });
    } catch {
      // Defaults apply.
    }
    runInAction(() => {
      this.flags = flags;
    });
  }

  deviceId(): string {
    const { storage, newDeviceId = randomDeviceId } = this.#deps;
    const existing = storage.getItem(DEVICE_ID_KEY);
    if (existing && /^[A-Za-z0-9_-]{1,100}$/.test(existing)) return existing;
    const id = newDeviceId();
    storage.setItem(DEVICE_ID_KEY, id);
    return id;
  }
}
