// @ts-check
/**
 * SIGTERM and SIGINT stop a storefront process the way an orchestrator expects (issue 30 item
 * 6, ADR 0034): stop accepting, let the requests under way finish (pages being rendered, calls
 * through the /api proxy), then exit 0; a request still open after `timeoutMs` does not keep
 * the process alive: it exits 1, saying so.
 */

/**
 * @param {object} options
 * @param {() => Promise<unknown>} options.close stops accepting and resolves once the requests under way are answered
 * @param {number} options.timeoutMs
 * @param {{ info: (details: object, message: string) => void, error: (details: object, message: string) => void }} options.log
 */
export function closeOnSignals({ close, timeoutMs, log }) {
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.once(signal, () => {
      log.info({ signal, timeoutMs }, 'shutting down: finishing the requests under way');
      setTimeout(() => {
        log.error({ timeoutMs }, 'shutdown timed out; exiting with requests still open');
        process.exit(1);
      }, timeoutMs).unref();
      close().then(
        () => process.exit(0),
        (error) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
