import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** React and its entry points (`react/jsx-runtime`, `react-dom/client`): one copy per page, always. */
const REACT_PACKAGE = /^react(-dom)?(\/|$)/;

/**
 * Refuses a remote whose React range the page's React does not satisfy, even when its build
 * did not say `strictVersion` (builds from before ADR 0024): the federation runtime would
 * only warn and run it on this React (a singleton), or load the remote's own (not one).
 * Registered for every federation instance, since the check runs in the remote's own.
 * The refusal reads as the runtime's own, so the last known good treats both alike.
 */
export function reactRangeGuard(satisfy: (version: string, range: string) => boolean): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-react-range-guard',
    resolveShare(args) {
      const { pkgName, version, shareInfo, shareScopeMap, scope } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (!REACT_PACKAGE.test(pkgName) || typeof required !== 'string' || !version || satisfy(version, required)) return args;
      const provider = shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? 'the page';
      const refusal = `Version ${version} from ${provider} of shared singleton module ${pkgName} does not satisfy the requirement of ${shareInfo.from} which needs ${required})`;
      return {
        ...args,
        resolver: () => {
          throw new Error(refusal);
        },
      };
    },
  };
}
