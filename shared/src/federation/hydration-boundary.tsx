import { createContext, Suspense, useContext, useEffect, useId, type ReactNode } from 'react';
import { StoreContext } from '../stores/context';

/** True inside a deferred region (`Slot deferred`): its boundaries are counted apart. */
export const DeferredRegionContext = createContext(false);

/**
 * The storefront's Suspense boundary: every part uses it instead of `Suspense`, so the page
 * knows when its server markup is hydrated (`HydrationTracker`, ADR 0017).
 */
export function HydrationBoundary({ fallback, children }: { fallback?: ReactNode; children?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <HydrationProbe />
      {children}
    </Suspense>
  );
}

function HydrationProbe() {
  // Optional: a part rendered on its own in a test has no store, and nothing to hydrate.
  const hydration = useContext(StoreContext)?.hydration;
  const deferred = useContext(DeferredRegionContext);
  // The same id on the server and in the hydrating browser (and across a retried render).
  const id = useId();
  // Rendering on the server is the only time this runs without a window.
  if (typeof window === 'undefined') hydration?.countRendered(id, deferred);
  useEffect(() => hydration?.reportHydrated(id, deferred), [hydration, id, deferred]);
  return null;
}
