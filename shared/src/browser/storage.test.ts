import { MemoryStorage, browserStorage, isStorageAvailable } from './storage';

/** A window whose storage getter throws, as Chromium's does in a third-party frame with storage blocked. */
function blockedWindow(): Window {
  const denied = () => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
  };
  return Object.defineProperties({} as Window, {
    localStorage: { get: denied },
    sessionStorage: { get: denied },
  });
}

/** A window whose storage is reachable but refuses writes (a zero quota). */
function fullWindow(): Window {
  const storage = new MemoryStorage();
  storage.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { localStorage: storage, sessionStorage: storage } as unknown as Window;
}

describe('browserStorage', () => {
  afterEach(() => window.localStorage.clear());

  it('is the browser storage when the page may use it', () => {
    browserStorage('localStorage').setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(browserStorage('sessionStorage')).toBe(window.sessionStorage);
    expect(isStorageAvailable('localStorage')).toBe(true);
  });

  it('keeps values in memory, without throwing, when reading storage is denied', () => {
    const win = blockedWindow();
    expect(isStorageAvailable('localStorage', win)).toBe(false);
    const storage = browserStorage('localStorage', win);
    storage.setItem('storefront.cart.s-1', '{"cartId":"c-1"}');
    expect(browserStorage('localStorage', win).getItem('storefront.cart.s-1')).toBe('{"cartId":"c-1"}');
    expect(browserStorage('sessionStorage', win).getItem('storefront.cart.s-1')).toBeNull();
  });

  it('falls back to memory when storage is reachable but refuses writes', () => {
    const win = fullWindow();
    expect(isStorageAvailable('localStorage', win)).toBe(false);
    const storage = browserStorage('localStorage', win);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });
});

describe('browserStorage on the server (window null)', () => {
  it('is an empty storage per call, so requests never share values', () => {
    const first = browserStorage('sessionStorage', null);
    first.setItem('storefront.expresscheckout', 'true');
    expect(first.getItem('storefront.expresscheckout')).toBe('true');
    expect(browserStorage('sessionStorage', null).getItem('storefront.expresscheckout')).toBeNull();
  });
});

describe('MemoryStorage', () => {
  it('behaves as Storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('b');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
