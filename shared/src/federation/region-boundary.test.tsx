import { render, screen } from '@testing-library/react';
import { RootStore } from '../stores/root-store';
import { StoreProvider } from '../stores/context';
import { ErrorReporter, type ClientReport } from '../reporting';
import { memoryStorage, testPageConfig } from '../testing';
import type { Api } from '../api';
import { REGION_ERROR_MESSAGE, RegionBoundary } from './region-boundary';
import { setRemoteRecovery } from './remote-recovery';

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

describe('RegionBoundary recovery on another build of its remote', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    setRemoteRecovery(null);
    jest.restoreAllMocks();
  });

  it('remounts at once when the host switched the remote, without showing the error', () => {
    let build = 'broken';
    const recovery = jest.fn(() => {
      build = 'last good';
      return true;
    });
    setRemoteRecovery(recovery);
    const onReset = jest.fn();
    function FromBuild() {
      if (build === 'broken') throw new Error('render failed');
      return <p>from the {build} build</p>;
    }
    render(
      <RegionBoundary region="catalog/routes" onReset={onReset}>
        <FromBuild />
      </RegionBoundary>,
    );
    expect(screen.getByText('from the last good build')).toBeInTheDocument();
    expect(screen.queryByText(REGION_ERROR_MESSAGE)).not.toBeInTheDocument();
    expect(recovery).toHaveBeenCalledWith('catalog/routes', expect.objectContaining({ message: 'render failed' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('recovers once: a region that fails again shows its error', () => {
    const recovery = jest.fn(() => true);
    setRemoteRecovery(recovery);
    const onReset = jest.fn();
    render(
      <RegionBoundary region="catalog/routes" onReset={onReset}>
        <Broken />
      </RegionBoundary>,
    );
    expect(screen.getByText(REGION_ERROR_MESSAGE)).toBeInTheDocument();
    expect(recovery).toHaveBeenCalledTimes(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows the error when the host could not switch the remote', () => {
    const onReset = jest.fn();
    setRemoteRecovery(() => false);
    render(
      <RegionBoundary region="catalog/routes" onReset={onReset}>
        <Broken />
      </RegionBoundary>,
    );
    expect(screen.getByText(REGION_ERROR_MESSAGE)).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });
});
