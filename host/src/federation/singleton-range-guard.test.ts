import { satisfy } from '@module-federation/enhanced/runtime';
import { singletonRangeGuard } from './singleton-range-guard';

type ResolveShare = (args: ResolveArgs) => ResolveArgs;
interface ResolveArgs {
  pkgName: string;
  version: string;
  scope: string;
  shareScopeMap: Record<string, Record<string, Record<string, { from: string }>>>;
  shareInfo: { from: string; shareConfig: { requiredVersion: string | false; singleton?: boolean; strictVersion?: boolean } };
  resolver: () => unknown;
}
const PAGE_SINGLETONS = new Set(['react', 'react/jsx-runtime', 'react-dom/client', '@storefront/shared']);
const resolveShare = singletonRangeGuard({ satisfy, isPageSingleton: (name) => PAGE_SINGLETONS.has(name) }).resolveShare as unknown as ResolveShare;

function argsFor(pkgName: string, requiredVersion: string | false): ResolveArgs {
  return {
    pkgName,
    version: '19.3.1',
    scope: 'default',
    shareScopeMap: { default: { [pkgName]: { '19.3.1': { from: 'host' } } } },
    // A build from before strictVersion: the runtime alone would only warn.
    shareInfo: { from: 'catalog', shareConfig: { requiredVersion, singleton: true, strictVersion: false } },
    resolver: () => 'the page’s copy',
  };
}

describe('the singleton range guard', () => {
  it("refuses a remote whose range for a page singleton the page's copy does not satisfy, in the runtime's words", () => {
    const { resolver } = resolveShare(argsFor('react/jsx-runtime', '^18.3.0'));
    expect(resolver).toThrow(
      'Version 19.3.1 from host of shared singleton module react/jsx-runtime does not satisfy the requirement of catalog which needs ^18.3.0)',
    );
  });

  it('refuses a second @storefront/shared the same way', () => {
    expect(resolveShare({ ...argsFor('@storefront/shared', '^1.0.0'), version: '0.11.0' }).resolver).toThrow('@storefront/shared does not satisfy');
  });

  it('lets a satisfied range, an unstated one and packages the page does not keep single through', () => {
    for (const args of [argsFor('react-dom/client', '^19.3.0'), argsFor('react', false), argsFor('yup', '^0.32.0')]) {
      expect(resolveShare(args).resolver()).toBe('the page’s copy');
    }
  });
});
