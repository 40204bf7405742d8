import type { PageRemote, RemoteFailureReport } from '@storefront/shared';

/*
 * Imported by the federation runtime plugin, which runs before shared modules are initialised:
 * type imports only from `@storefront/shared`, and the runtime's functions come in as `deps`.
 */

/** What the page does when a remote build fails it; injected, so the decisions are testable. */
export interface LastKnownGoodDeps {
  /** The page's remotes, as the storefront server resolved them for this seller and visitor. */
  remotes: readonly PageRemote[];
  /** The seller's slug, for the report. */
  seller: string;
  /** Points the runtime at another build of a remote (`registerRemotes([...], { force: true })`). */
  register(name: string, entry: string): void;
  /** Loads an exposed module through the runtime again (`loadRemote`). */
  load(id: string): Promise<unknown>;
  /** Sends the report to the storefront server. */
  report(report: RemoteFailureReport): void;
  /** Remembers a failing `remote@version` so this visitor's next pages are resolved without it. */
  avoid(versionKey: string): void;
  warn(message: string): void;
}

export interface LastKnownGood {
  /**
   * `errorLoadRemote` at `onLoad`: the module from one retry of the same build, else from the
   * remote's fallback build (once per remote per page); undefined lets the load fail.
   */
  recoverLoad(id: string, error: unknown): Promise<unknown>;
  /** A region of the remote threw while mounting: true when the page switched it to its fallback build. */
  recoverMount(regionId: string, error: unknown): boolean;
}

type Phase = RemoteFailureReport['phase'];

/** The federation runtime's refusal of a `strictVersion` singleton (runtime-core `getRegisteredShare`). */
const REFUSED_SHARE =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^\s)]+)/;
/** The federation runtime's errors end in a link to its troubleshooting page: not worth a report's space. */
const RUNTIME_DOCS_LINK = /View the docs to see how to solve: \S+/g;
const MAX_ERROR_LENGTH = 500;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const remoteOf = (id: string): string => id.split('/', 1)[0] ?? id;

/** A refused shared singleton is a `compatibility` failure: retrying the same build cannot help. */
function phaseOf(error: unknown, otherwise: Phase): Phase {
  return REFUSED_SHARE.test(messageOf(error)) ? 'compatibility' : otherwise;
}

/** The error for the report and the console, naming the package and both versions when a share was refused. */
function describe(error: unknown): string {
  const message = messageOf(error);
  const refused = REFUSED_SHARE.exec(message);
  const text = refused
    ? `it requires ${refused[2]} ${refused[3]}, the page has ${refused[2]} ${refused[1]}`
    : message.replace(RUNTIME_DOCS_LINK, '').replace(/\s+/g, ' ').trim();
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** Another address for the same build, so a retry cannot be answered from a cached failure. */
function cacheBusted(entry: string): string {
  return `${entry}${entry.includes('?') ? '&' : '?'}retry=1`;
}

const FAILED_TO: Record<Phase, string> = {
  load: 'failed to load',
  mount: 'failed while mounting',
  compatibility: 'was refused',
};

/**
 * The page's "last known good" (ADR 0024): a remote build that fails to load is retried once,
 * then the remote is switched to the fallback build the server named, for this page; a build
 * that throws while mounting is switched at once. Every switch (or failure with nowhere to
 * go) is reported, said on the console and avoided on the visitor's next pages.
 */
export function createLastKnownGood(deps: LastKnownGoodDeps): LastKnownGood {
  const remotes = new Map(deps.remotes.map((remote) => [remote.name, remote]));
  /** Remotes this page already switched (or found it had nothing to switch to): once per page. */
  const switched = new Set<string>();
  /** Exposed modules already retried on their failed build, and reloaded after a switch. */
  const retried = new Set<string>();
  const reloadedAfterSwitch = new Set<string>();
  /** Builds re-registered cache-busted for a retry (once per remote). */
  const busted = new Set<string>();
  /** Loads this recovery started: their failure comes back to it, not through the hook. */
  const reloading = new Set<string>();
  /** One failure of a remote at a time, so two failing regions switch it once. */
  const queues = new Map<string, Promise<unknown>>();

  async function reload(id: string): Promise<{ module?: unknown; error?: unknown }> {
    reloading.add(id);
    try {
      return { module: await deps.load(id) };
    } catch (error) {
      return { error };
    } finally {
      reloading.delete(id);
    }
  }

  /** Reports the failure and, when there is a fallback, registers it; true when the remote now runs it. */
  function switchToFallback(remote: PageRemote, phase: Phase, error: unknown): boolean {
    if (switched.has(remote.name) || !remote.version) return false;
    switched.add(remote.name);
    const failing = `${remote.name}@${remote.version}`;
    const { fallback } = remote;
    const report: RemoteFailureReport = { remote: remote.name, version: remote.version, seller: deps.seller, phase, error: describe(error) };
    if (fallback) report.fellBackTo = fallback.version;
    deps.report(report);
    deps.avoid(failing);
    const next = fallback ? `using ${remote.name}@${fallback.version}` : 'no earlier build to use';
    deps.warn(`[storefront] ${failing} ${FAILED_TO[phase]} (${report.error}); ${next}`);
    if (fallback) deps.register(remote.name, fallback.entry);
    return Boolean(fallback);
  }

  async function handleLoadFailure(remote: PageRemote, id: string, error: unknown): Promise<unknown> {
    if (switched.has(remote.name)) {
      // Started on the build this page has left: once more, from the build it runs now.
      if (reloadedAfterSwitch.has(id)) return undefined;
      reloadedAfterSwitch.add(id);
      return (await reload(id)).module;
    }
    let failure = error;
    if (phaseOf(error, 'load') === 'load' && !retried.has(id)) {
      retried.add(id);
      if (!busted.has(remote.name)) {
        busted.add(remote.name);
        deps.register(remote.name, cacheBusted(remote.entry));
      }
      const retry = await reload(id);
      if (!retry.error) return retry.module;
      failure = retry.error;
    }
    if (!switchToFallback(remote, phaseOf(failure, 'load'), failure)) return undefined;
    reloadedAfterSwitch.add(id);
    const fromFallback = await reload(id);
    // The fallback fails too: the region shows its error, as without one.
    if (fromFallback.error) deps.warn(`[storefront] ${remote.name}@${remote.fallback?.version} failed to load too (${describe(fromFallback.error)})`);
    return fromFallback.module;
  }

  return {
    recoverLoad(id, error) {
      const remote = remotes.get(remoteOf(id));
      if (!remote || reloading.has(id)) return Promise.resolve(undefined);
      const handled = (queues.get(remote.name) ?? Promise.resolve()).then(() => handleLoadFailure(remote, id, error));
      queues.set(remote.name, handled.catch(() => undefined));
      return handled;
    },
    recoverMount(regionId, error) {
      const remote = remotes.get(remoteOf(regionId));
      return remote ? switchToFallback(remote, phaseOf(error, 'mount'), error) : false;
    },
  };
}

let active: LastKnownGood | null = null;

/** Set by the browser's bootstrap; never on the server, where a failing region is left to the browser (ADR 0017). */
export function installLastKnownGood(lastKnownGood: LastKnownGood | null): void {
  active = lastKnownGood;
}

export function activeLastKnownGood(): LastKnownGood | null {
  return active;
}
