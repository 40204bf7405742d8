/**
 * The first screen's data, fetched by the storefront server before it renders the page
 * (ADR 0017). A remote's routes module puts what its screen will ask for, under a key the
 * screen computes the same way; the screen takes it when it first renders, on the server
 * and again in the browser (from the copy sent with the page), so both render the same
 * markup and the browser asks the API for none of it. Each entry is taken once: a later
 * visit to the screen loads fresh data.
 */
export class RouteData {
  /** Everything put, sent with the page. */
  readonly #sent = new Map<string, unknown>();
  /** What no screen has taken yet. */
  readonly #waiting = new Map<string, unknown>();
  #sealed = false;

  /** Starts from the data the page was rendered with. */
  constructor(entries: Record<string, unknown> = {}) {
    for (const [key, value] of Object.entries(entries)) this.#waiting.set(key, value);
  }

  put(key: string, value: unknown): void {
    if (this.#sealed) return;
    this.#sent.set(key, value);
    this.#waiting.set(key, value);
  }

  /** The data for `key` if the server fetched it and no screen took it yet. */
  take<T>(key: string): T | undefined {
    const value = this.#waiting.get(key) as T | undefined;
    this.#waiting.delete(key);
    return value;
  }

  /**
   * No more entries: the server renders with what is here. A fetch that answers later (past
   * the render budget) must not put data the markup was not rendered with.
   */
  seal(): void {
    this.#sealed = true;
  }

  /** What to send with the page (JSON). */
  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.#sent);
  }
}
