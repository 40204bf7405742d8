// @ts-check
/**
 * What the storefront server remembers of the remote failures pages report (ADR 0024): how
 * many different visitors saw each `remote@version` fail lately, to decide when a version
 * is marked bad, and the last reports, for the admin endpoint. In memory: a restart forgets
 * both, which only delays a marking.
 */

/**
 * @typedef {{ remote: string, version: string, seller: string, phase: 'load' | 'mount' | 'compatibility', error: string, fellBackTo?: string }} RemoteFailureReport
 * @typedef {RemoteFailureReport & { at: string, visitor: string, markedBad: boolean }} ReceivedFailure
 */

/**
 * @param {object} [options]
 * @param {number} [options.badAfterVisitors] different visitors within the window that make a version bad
 * @param {number} [options.windowMs]
 * @param {number} [options.historySize] how many reports `recent()` keeps
 * @param {() => number} [options.now]
 */
export function createFailureTracker({ badAfterVisitors = 3, windowMs = 10 * 60_000, historySize = 100, now = Date.now } = {}) {
  /** `remote@version` → visitor hash → when they last reported it. @type {Map<string, Map<string, number>>} */
  const reporters = new Map();
  /** Newest first. @type {ReceivedFailure[]} */
  const history = [];

  return {
    /**
     * Counts one visitor's failure of `key`; true when it makes `badAfterVisitors` different
     * visitors within the window (one visitor reporting again counts once).
     * @param {string} key @param {string} visitor
     */
    countVisitor(key, visitor) {
      const since = now() - windowMs;
      const seen = reporters.get(key) ?? new Map();
      for (const [known, at] of seen) if (at < since) seen.delete(known);
      seen.set(visitor, now());
      reporters.set(key, seen);
      return seen.size >= badAfterVisitors;
    },
    /** Starts counting `key` afresh (it was marked bad). @param {string} key */
    forget(key) {
      reporters.delete(key);
    },
    /** @param {ReceivedFailure} failure */
    remember(failure) {
      history.unshift(failure);
      history.length = Math.min(history.length, historySize);
    },
    /** The last reports received, newest first. */
    recent: () => [...history],
  };
}
