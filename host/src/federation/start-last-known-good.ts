import { getInstance, loadRemote, registerGlobalPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { setRemoteRecovery, type PageRemote } from '@storefront/shared';
import { avoidRemoteVersion, sendFailureReport } from './failure-report';
import { createLastKnownGood, installLastKnownGood } from './last-known-good';
import { singletonRangeGuard } from './singleton-range-guard';

/**
 * Arms the page's last known good (ADR 0024): failed loads reach it through the runtime
 * plugin, regions that throw while mounting through `RegionBoundary`'s recovery, and a
 * remote built for another React (or another singleton) is refused before its code runs.
 */
export function startLastKnownGood(remotes: readonly PageRemote[], seller: string): void {
  const pageShared = getInstance()?.options.shared ?? {};
  const isPageSingleton = (pkgName: string) => pageShared[pkgName]?.some((share) => share.shareConfig?.singleton) ?? false;
  registerGlobalPlugins([singletonRangeGuard({ satisfy, isPageSingleton })]);
  const lastKnownGood = createLastKnownGood({
    remotes,
    seller,
    register: (name, entry) => {
      // Every build of a remote loads its chunks through one global array (webpack's chunk
      // loading global, from `uniqueName: storefront_<name>`, scripts/webpack.base.cjs): the
      // next build would take the chunks the failed one pushed there for its own.
      delete (globalThis as Record<string, unknown>)[`webpackChunkstorefront_${name}`];
      registerRemotes([{ name, entry }], { force: true });
    },
    load: (id) => loadRemote(id),
    report: (report) => sendFailureReport(report),
    avoid: (versionKey) => avoidRemoteVersion(versionKey),
    warn: (message) => console.warn(message),
  });
  installLastKnownGood(lastKnownGood);
  setRemoteRecovery(lastKnownGood.recoverMount);
}
