import { satisfy } from '@module-federation/enhanced/runtime';
import { reactRangeGuard } from './react-range-guard';

type ResolveShare = (args: ResolveArgs) => ResolveArgs;
interface ResolveArgs {
  pkgName: string;
  version: string;
  scope: string;
  shareScopeMap: Record<string, Record<string, Record<string, { from: string }>>>;
  shareInfo: { from: string; shareConfig: { requiredVersion: string | false; singleton?: boolean; strictVersion?: boolean } };
  resolver: () => unknown;
}
const resolveShare = reactRangeGuard(satisfy).resolveShare as unknown as ResolveShare;

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

describe('the React range guard', () => {
  it("refuses a remote whose React range the page's React does not satisfy, in the runtime's words", () => {
    const { resolver } = resolveShare(argsFor('react/jsx-runtime', '^18.3.0'));
    expect(resolver).toThrow(
      'Version 19.3.1 from host of shared singleton module react/jsx-runtime does not satisfy the requirement of catalog which needs ^18.3.0)',
    );
  });

  it('lets a satisfied range, an unstated one and other packages through', () => {
    for (const args of [argsFor('react-dom/client', '^19.3.0'), argsFor('react', false), argsFor('mobx', '^6.0.0'), argsFor('react-router', '^6.0.0')]) {
      expect(resolveShare(args).resolver()).toBe('the page’s copy');
    }
  });
});
