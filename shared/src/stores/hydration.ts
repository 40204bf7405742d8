/**
 * When a server-rendered page has finished hydrating (ADR 0017). State that only the browser
 * has (the cart kept in local storage) must not change what a region renders before React
 * has hydrated it, or the region no longer matches the server's markup. React says nothing
 * when a page is done, so each Suspense boundary (`HydrationBoundary`, by its `useId`) is
 * counted: the server counts those it rendered and sends the number with the page; in the
 * browser each reports once it has hydrated, and `whenHydrated` resolves when all have (or
 * after `timeoutMs`, so a region whose code never arrives cannot hold the rest back for long;
 * a region that fails in the browser ends the wait at once).
 */
export const HYDRATION_TIMEOUT_MS = 10_000;

export class HydrationTracker {
  #expected = 0;
  readonly #reported = new Set<string>();
  readonly #rendered = new Set<string>();
  #done: Promise<void>;
  #resolve!: () => void;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly timeoutMs = HYDRATION_TIMEOUT_MS) {
    this.#done = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  /** Server: the boundary `id` rendered (React may render one again after it suspended). */
  countRendered(id: string): void {
    this.#rendered.add(id);
  }

  /** Server: how many boundaries the page's markup holds. */
  get rendered(): number {
    return this.#rendered.size;
  }

  /** Browser: the page came from the server with `boundaries` to hydrate (0: nothing to wait for). */
  expect(boundaries: number): void {
    this.#expected = boundaries;
    if (this.#reported.size >= boundaries) this.#finish();
    else this.#timer ??= setTimeout(() => this.#finish(), this.timeoutMs);
  }

  /** Browser: not server-rendered, nothing to wait for. */
  skip(): void {
    this.#finish();
  }

  /**
   * Browser: a region failed (its error boundary caught it), so its boundaries will never
   * report; rather than wait out the timeout, the page counts as hydrated now (a boundary
   * still hydrating elsewhere may then re-render in the browser, which React recovers from).
   */
  regionFailed(): void {
    this.#finish();
  }

  /** Browser: the boundary `id` has hydrated (or rendered). */
  reportHydrated(id: string): void {
    this.#reported.add(id);
    if (this.#expected > 0 && this.#reported.size >= this.#expected) this.#finish();
  }

  /** Resolves once the page's server markup is hydrated. */
  whenHydrated(): Promise<void> {
    return this.#done;
  }

  #finish(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#resolve();
  }
}
