/**
 * Keeps a child process running (ADR 0010): when it exits without being asked to, says so
 * and starts it again after a delay that doubles with each restart in the last minute
 * (1 s, 2 s, 4 s…, at most `maxDelayMs`). A part that keeps dying is not restarted forever:
 * after `maxRestartsPerMinute` restarts within a minute it gives up, loudly.
 */

const MINUTE_MS = 60_000;

/** @param {number | null} code @param {NodeJS.Signals | null} signal */
function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `code ${code}`;
}

/**
 * @param {object} options
 * @param {string} options.name                       how the logs call the part, e.g. "API"
 * @param {() => import('node:child_process').ChildProcess} options.start  spawns it again
 * @param {import('node:child_process').ChildProcess} options.child       the running first one
 * @param {(message: string) => void} [options.log]
 * @param {number} [options.baseDelayMs]
 * @param {number} [options.maxDelayMs]
 * @param {number} [options.maxRestartsPerMinute]
 * @param {(child: import('node:child_process').ChildProcess) => void} [options.onRestart]
 * @param {() => void} [options.onGiveUp]
 */
export function supervise({
  name,
  start,
  child: first,
  log = (message) => console.error(message),
  baseDelayMs = 1000,
  maxDelayMs = 10_000,
  maxRestartsPerMinute = 5,
  onRestart,
  onGiveUp,
}) {
  let child = first;
  let stopping = false;
  let gaveUp = false;
  /** @type {NodeJS.Timeout | undefined} */
  let pendingRestart;
  /** When each restart of the last minute happened. @type {number[]} */
  const recentRestarts = [];

  /** @param {number | null} code @param {NodeJS.Signals | null} signal */
  const onExit = (code, signal) => {
    if (stopping) return;
    const now = Date.now();
    while (recentRestarts.length > 0 && now - (recentRestarts[0] ?? now) > MINUTE_MS) recentRestarts.shift();
    if (recentRestarts.length >= maxRestartsPerMinute) {
      gaveUp = true;
      log(`${name} exited (${describeExit(code, signal)}) after ${recentRestarts.length} restarts within a minute; giving up, not restarting it again`);
      onGiveUp?.();
      return;
    }
    const delayMs = Math.min(baseDelayMs * 2 ** recentRestarts.length, maxDelayMs);
    recentRestarts.push(now);
    log(`${name} exited (${describeExit(code, signal)}); restarting in ${delayMs / 1000} s`);
    pendingRestart = setTimeout(() => {
      pendingRestart = undefined;
      if (stopping) return;
      child = start();
      child.once('exit', onExit);
      onRestart?.(child);
    }, delayMs);
  };
  child.once('exit', onExit);

  return {
    /** The process running now (a new one after each restart). */
    get child() {
      return child;
    },
    get gaveUp() {
      return gaveUp;
    },
    /** Stops it for good: no restart follows this exit. @param {NodeJS.Signals} [signal] */
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(pendingRestart);
      return /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill(signal);
        })
      );
    },
  };
}
