import { lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadExposedModule } from './exposed-module';
import { DeferredRegionContext, HydrationBoundary } from './hydration-boundary';
import { RegionBoundary, type RegionBoundaryProps } from './region-boundary';
import { slotOwner, type NoProps, type SlotComponentProps, type SlotId } from './slot-contract';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** One lazy component per exposed module id, so every mount shares the loaded module. */
const lazies = new Map<SlotId, { component: LazyExoticComponent<AnyComponent>; deferred: boolean }>();

/** What deferred slots wait for before loading their module (nothing, unless `deferSlotsUntil`). */
let deferredSlotsGate: Promise<unknown> = Promise.resolve();

/**
 * While a server-rendered page hydrates, the regions its visitor does not need first (the
 * member menu, the cart) load only once `ready` settles — the host passes the moment the
 * rest of the page is hydrated — so the page's own region gets the line and the processor
 * first; their server markup stays on screen meanwhile (ADR 0018).
 */
export function deferSlotsUntil(ready: Promise<unknown>): void {
  deferredSlotsGate = ready.catch(() => undefined);
}

const isComponent = (x: unknown): x is AnyComponent =>
  typeof x === 'function' || (typeof x === 'object' && x !== null && '$$typeof' in x);

/** The component of an exposed module: its default export, or the export named like the last path segment. */
export function pickComponent(mod: unknown, id: string): AnyComponent {
  const name = id.split('/').pop() ?? id;
  if (isComponent(mod)) return mod;
  if (mod && typeof mod === 'object') {
    const m = mod as Record<string, unknown>;
    if (isComponent(m.default)) return m.default;
    if (isComponent(m[name])) return m[name];
  }
  throw new Error(`Remote module "${id}" has no default export or export named "${name}".`);
}

function lazyFor(id: SlotId, deferred = false): LazyExoticComponent<AnyComponent> {
  let entry = lazies.get(id);
  if (!entry) {
    const loading = (deferred ? deferredSlotsGate : Promise.resolve())
      .then(() => loadExposedModule(id))
      .then((mod) => {
        if (mod == null) throw new Error(`Remote module "${id}" could not be loaded.`);
        return { default: pickComponent(mod, id) };
      });
    // Avoid an unhandled rejection when preloaded and never rendered; the boundary shows it.
    loading.catch(() => undefined);
    entry = { component: lazy(() => loading), deferred };
    lazies.set(id, entry);
  }
  return entry.component;
}

/** Starts loading a slot's module before it renders (e.g. for the current route). */
export function preloadSlot(id: SlotId): void {
  lazyFor(id);
}

/**
 * The exposed modules mounted (or preloaded) since the last `resetAllSlots`: on the server,
 * the page's regions, each with whether it is deferred.
 */
export function slotsInUse(): { id: SlotId; deferred: boolean }[] {
  return [...lazies].map(([id, { deferred }]) => ({ id, deferred }));
}

/** Drops the cached module of a slot so the next render loads it again. */
export function resetSlot(id: SlotId): void {
  lazies.delete(id);
}

/**
 * Drops every cached slot module. The storefront server calls it before each render: the
 * process outlives remote releases and outages, so a module loaded (or failed) for one
 * page must not be reused for the next (Module Federation keeps loaded code cached).
 */
export function resetAllSlots(): void {
  lazies.clear();
}

interface SlotOptions<Id extends SlotId> {
  /** Exposed module, as `remote/Exposed`: 'checkout/CartWidget'. Its owner goes on the root as data-team. */
  id: Id;
  /** Shown when the region fails, instead of the default message with 'Try again'. */
  fallback?: RegionBoundaryProps['fallback'];
  /** Shown while the module loads (default: nothing). */
  loading?: ReactNode;
  /**
   * Not needed for the page's main task: while a server-rendered page hydrates, loaded only
   * after the rest of it (`deferSlotsUntil`), and not preloaded with the page.
   */
  deferred?: boolean;
  className?: string;
  onError?: RegionBoundaryProps['onError'];
}

/** The component's props as the contract gives them: none for a component without props, required when it has required ones. */
type PropsOption<Props> = [keyof Props] extends [never] ? { props?: never } : NoProps extends Props ? { props?: Props } : { props: Props };

export type SlotProps<Id extends SlotId> = SlotOptions<Id> & PropsOption<SlotComponentProps<Id>>;

/**
 * Mounts another team's exposed component by its contract id, inside its own error boundary
 * and Suspense, under `<div data-team={owner}>`.
 */
export function Slot<Id extends SlotId>({ id, fallback, loading = null, deferred = false, props, className, onError }: SlotProps<Id>) {
  // Bumped by a retry so the render picks up a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  return (
    <div data-team={slotOwner(id)} data-slot={id} className={className}>
      <RegionBoundary
        fallback={fallback}
        onError={onError}
        region={id}
        onReset={() => {
          resetSlot(id);
          setAttempt((n) => n + 1);
        }}
      >
        <DeferredRegionContext.Provider value={deferred}>
          <HydrationBoundary fallback={loading}>
            <SlotContent key={attempt} id={id} deferred={deferred} props={props} />
          </HydrationBoundary>
        </DeferredRegionContext.Provider>
      </RegionBoundary>
    </div>
  );
}

function SlotContent({ id, deferred, props }: { id: SlotId; deferred: boolean; props?: object }) {
  // lazyFor memoises one lazy component per id at module level, so its identity is stable
  // across renders (the rule cannot see that); a retry replaces it on purpose.
  const Remote = lazyFor(id, deferred);
  // eslint-disable-next-line react-hooks/static-components
  return <Remote {...props} />;
}
