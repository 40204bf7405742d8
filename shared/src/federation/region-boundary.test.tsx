import { render, screen } from '@testing-library/react';
import { RootStore } from '../stores/root-store';
import { StoreProvider } from '../stores/context';
import { ErrorReporter, type ClientReport } from '../reporting';
import { memoryStorage, testPageConfig } from '../testing';
import type { Api } from '../api';
import { REGION_ERROR_MESSAGE, RegionBoundary } from './region-boundary';

function Broken(): never {
  throw new Error('remote render failed for grace@example.com');
}

describe('RegionBoundary reporting', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("reports a region's render error through the store's reporter, redacted", () => {
    const sent: ClientReport[] = [];
    const reporter = new ErrorReporter({ sink: (r) => sent.push(r), pageUrl: () => undefined });
    const store = new RootStore({ pageConfig: testPageConfig, api: {} as Api, storage: memoryStorage(), reporter });
    const onError = jest.fn();
    render(
      <StoreProvider store={store}>
        <RegionBoundary region="checkout/CartWidget" onError={onError}>
          <Broken />
        </RegionBoundary>
      </StoreProvider>,
    );
    expect(screen.getByText(REGION_ERROR_MESSAGE)).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      expect.objectContaining({
        level: 'error',
        name: 'Error',
        message: 'remote render failed for [email]',
        context: expect.objectContaining({ source: 'region', region: 'checkout/CartWidget', component_stack: expect.stringContaining('Broken') }),
      }),
    ]);
  });

  it('still shows its message outside a StoreProvider', () => {
    render(
      <RegionBoundary>
        <Broken />
      </RegionBoundary>,
    );
    expect(screen.getByText(REGION_ERROR_MESSAGE)).toBeInTheDocument();
  });
});
