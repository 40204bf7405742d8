import { lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadExposedModule } from './exposed-module';
import { HydrationBoundary } from './hydration-boundary';
import { RegionBoundary, type RegionBoundaryProps } from './region-boundary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** One lazy component per exposed module id, so every mount shares the loaded module. */
const lazies = new Map<string, LazyExoticComponent<AnyComponent>>();

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

function lazyFor(id: string): LazyExoticComponent<AnyComponent> {
  let component = lazies.get(id);
  if (!component) {
    const loading = loadExposedModule(id).then((mod) => {
      if (mod == null) throw new Error(`Remote module "${id}" could not be loaded.`);
      return { default: pickComponent(mod, id) };
    });
    // Avoid an unhandled rejection when preloaded and never rendered; the boundary shows it.
    loading.catch(() => undefined);
    component = lazy(() => loading);
    lazies.set(id, component);
  }
  return component;
}

/** Starts loading a slot's module before it renders (e.g. for the current route). */
export function preloadSlot(id: string): void {
  lazyFor(id);
}

/** The exposed modules mounted (or preloaded) since the last `resetAllSlots`: on the server, the page's regions. */
export function slotIdsInUse(): string[] {
  return [...lazies.keys()];
}

/** Drops the cached module of a slot so the next render loads it again. */
export function resetSlot(id: string): void {
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

export interface SlotProps<P extends object> {
  /** Exposed module, as `remote/Exposed`: 'checkout/CartWidget'. */
  id: string;
  /** Owning team, put on the root as data-team. */
  team: string;
  /** Shown when the region fails, instead of the default message with 'Try again'. */
  fallback?: RegionBoundaryProps['fallback'];
  /** Shown while the module loads (default: nothing). */
  loading?: ReactNode;
  props?: P;
  className?: string;
  onError?: RegionBoundaryProps['onError'];
}

/**
 * Mounts another team's exposed component by name, inside its own error boundary and
 * Suspense, under `<div data-team={team}>`.
 */
export function Slot<P extends object = Record<string, unknown>>({ id, team, fallback, loading = null, props, className, onError }: SlotProps<P>) {
  // Bumped by a retry so the render picks up a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  return (
    <div data-team={team} data-slot={id} className={className}>
      <RegionBoundary
        fallback={fallback}
        onError={onError}
        region={id}
        onReset={() => {
          resetSlot(id);
          setAttempt((n) => n + 1);
        }}
      >
        <HydrationBoundary fallback={loading}>
          <SlotContent key={attempt} id={id} props={props} />
        </HydrationBoundary>
      </RegionBoundary>
    </div>
  );
}

function SlotContent({ id, props }: { id: string; props?: object }) {
  // lazyFor memoises one lazy component per id at module level, so its identity is stable
  // across renders (the rule cannot see that); a retry replaces it on purpose.
  const Remote = lazyFor(id);
  // eslint-disable-next-line react-hooks/static-components
  return <Remote {...props} />;
}
