/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { HydrationTracker } from '../stores/hydration';
import { StoreContext } from '../stores/context';
import type { RootStore } from '../stores/root-store';
import { HydrationBoundary } from './hydration-boundary';

describe('HydrationBoundary on the server', () => {
  it('renders its children and counts each boundary in the markup once', () => {
    const hydration = new HydrationTracker();
    const store = { hydration } as unknown as RootStore;
    const html = renderToString(
      <StoreContext.Provider value={store}>
        <HydrationBoundary fallback="loading">
          <p>first</p>
          <HydrationBoundary>
            <p>nested</p>
          </HydrationBoundary>
        </HydrationBoundary>
        <HydrationBoundary>
          <p>second</p>
        </HydrationBoundary>
      </StoreContext.Provider>,
    );
    expect(html).toContain('<p>first</p>');
    expect(html).toContain('<p>nested</p>');
    expect(html).toContain('<p>second</p>');
    expect(hydration.rendered).toBe(3);
  });

  it('renders without a store (a part tested on its own)', () => {
    expect(renderToString(<HydrationBoundary>content</HydrationBoundary>)).toContain('content');
  });
});
