/**
 * When a server-rendered page has finished hydrating (ADR 0017). State that only the browser
 * has (the cart kept in local storage) must not change what a region renders before React
 * has hydrated it, or the region no longer matches the server's markup. React says nothing
 * when a page is done, so each Suspense boundary (`HydrationBoundary`, by its `useId`) is
 * counted: the server counts those it rendered and sends the number with the page; in the
 * browser each reports once it has hydrated, and `whenHydrated` resolves when all have (or
 * after `timeoutMs`, so a region whose code never arrives cannot hold the rest back for long;
 * a region that fails in the browser ends the wait at once).
 *
 * Boundaries inside a deferred region (`Slot deferred`: the header's member menu, the cart)
 * are also counted apart: `whenPrimaryHydrated` resolves once every other boundary has
 * hydrated, which is when deferred regions start loading (ADR 0018).
 */
export const HYDRATION_TIMEOUT_MS = 10_000;

export class HydrationTracker {
  #expected = 0;
  #expectedPrimary = 0;
  readonly #reported = new Set<string>();
  readonly #reportedPrimary = new Set<string>();
  readonly #rendered = new Set<string>();
  readonly #renderedDeferred = new Set<string>();
  #done: Promise<void>;
  #resolve!: () => void;
  #primaryDone: Promise<void>;
  #resolvePrimary!: () => void;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly timeoutMs = HYDRATION_TIMEOUT_MS) {
    this.#done = new Promise((resolve) => {
      this.#resolve = resolve;
    });
    this.#primaryDone = new Promise((resolve) => {
      this.#resolvePrimary = resolve;
    });
  }

  /** Server: the boundary `id` rendered (React may render one again after it suspended); `deferred` inside a deferred region. */
  countRendered(id: string, deferred = false): void {
    this.#rendered.add(id);
    if (deferred) this.#renderedDeferred.add(id);
  }

  /** Server: how many boundaries the page's markup holds. */
  get rendered(): number {
    return this.#rendered.size;
  }

  /** Server: how many of them are inside deferred regions. */
  get renderedDeferred(): number {
    return this.#renderedDeferred.size;
  }

  /**
   * Browser: the page came from the server with `boundaries` to hydrate (0: nothing to wait
   * for), `deferred` of them inside deferred regions.
   */
  expect(boundaries: number, deferred = 0): void {
    this.#expected = boundaries;
    this.#expectedPrimary = boundaries - deferred;
    if (this.#reportedPrimary.size >= this.#expectedPrimary) this.#resolvePrimary();
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

  /** Browser: the boundary `id` has hydrated (or rendered); `deferred` inside a deferred region. */
  reportHydrated(id: string, deferred = false): void {
    this.#reported.add(id);
    if (!deferred) {
      this.#reportedPrimary.add(id);
      if (this.#expectedPrimary > 0 && this.#reportedPrimary.size >= this.#expectedPrimary) this.#resolvePrimary();
    }
    if (this.#expected > 0 && this.#reported.size >= this.#expected) this.#finish();
  }

  /** Resolves once the page's server markup is hydrated. */
  whenHydrated(): Promise<void> {
    return this.#done;
  }

  /** Resolves once the markup outside deferred regions is hydrated (or the whole wait ends). */
  whenPrimaryHydrated(): Promise<void> {
    return this.#primaryDone;
  }

  #finish(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#resolvePrimary();
    this.#resolve();
  }
}
