import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface SingletonRangeGuardOptions {
  satisfy(version: string, range: string): boolean;
  /** The packages the page shares as singletons (React, the stores, `@storefront/shared`): one copy per page, always. */
  isPageSingleton(pkgName: string): boolean;
}

/**
 * Refuses a remote whose range for one of the page's singletons the page's copy does not
 * satisfy, even when its build did not say `strictVersion` (builds from before ADR 0024) or
 * did not share it as a singleton: the federation runtime would only warn and run it on the
 * page's React, or load a second one. Registered for every federation instance, since the
 * check runs in the remote's own. The refusal reads as the runtime's own, so the last known
 * good treats both alike.
 */
export function singletonRangeGuard({ satisfy, isPageSingleton }: SingletonRangeGuardOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-singleton-range-guard',
    resolveShare(args) {
      const { pkgName, version, shareInfo, shareScopeMap, scope } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (!isPageSingleton(pkgName) || typeof required !== 'string' || !version || satisfy(version, required)) return args;
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
