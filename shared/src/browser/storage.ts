/**
 * Web Storage that never throws. Inside a third-party iframe whose browser blocks storage,
 * even reading `window.localStorage` throws a SecurityError, which blanked the whole app
 * (issue 10). Every storage access of the storefront goes through `browserStorage`: it
 * answers the real storage when it works and otherwise keeps the values in memory for this
 * page, so the app runs (without sharing the cart across tabs or reloads).
 */

export type StorageKind = 'localStorage' | 'sessionStorage';

/** A Storage kept in memory: what a page gets when the browser refuses it storage. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }
}

/** The browser's storage of this kind if this page may use it (read and write), else null. */
function usableStorage(kind: StorageKind, win: Window): Storage | null {
  try {
    const storage = win[kind];
    // Access can be granted and use still refused (blocked, or a zero quota in private mode).
    const probe = '__storefront_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** Whether the browser lets this page keep data in storage of this kind. */
export function isStorageAvailable(kind: StorageKind, win: Window = window): boolean {
  return usableStorage(kind, win) !== null;
}

const opened = new WeakMap<Window, Partial<Record<StorageKind, Storage>>>();

/**
 * The page's storage of this kind: the browser's when usable, otherwise one in memory (the
 * same instance for the page's life); empty on the server. Reads and writes of the browser's storage that fail
 * later (quota) are swallowed by the callers' own try/catch as before.
 */
export function browserStorage(kind: StorageKind, win: Window | null = typeof window === 'undefined' ? null : window): Storage {
  // On the server (ADR 0017) a page has no storage: an empty one per call, so nothing is
  // ever shared between requests.
  if (!win) return new MemoryStorage();
  const forWindow = opened.get(win) ?? {};
  opened.set(win, forWindow);
  forWindow[kind] ??= usableStorage(kind, win) ?? new MemoryStorage();
  return forWindow[kind];
}
