// @ts-check
/**
 * `POST /_storefront/remote-failures` (ADR 0024): a page reports a remote build that failed
 * it (did not load, threw while mounting, or was refused for its shared ranges). Every
 * report is logged; when enough different visitors report the same version within the
 * window, it is marked bad in the release manifest, so new visitors are given the last good
 * one. The only good version of a remote is never marked: something beats nothing.
 */
import {
  markVersionBad,
  REMOTE_NAME_PATTERN,
  ReleaseError,
  VERSION_NAME_PATTERN,
  versionKey,
} from './release-manifest.mjs';
import { answerEndpointError } from './endpoint-errors.mjs';
import { visitorHash, visitorOf } from './visitor.mjs';

/** `REMOTE_FAILURE_BEACON_PATH` of shared/src/federation/page-config.ts. */
export const REMOTE_FAILURE_BEACON_PATH = '/_storefront/remote-failures';
export const SELLER_SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

/** `RemoteFailureReport` (page-config.ts), strictly. */
const reportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'version', 'seller', 'phase', 'error'],
  properties: {
    remote: { type: 'string', pattern: REMOTE_NAME_PATTERN },
    version: { type: 'string', pattern: VERSION_NAME_PATTERN },
    seller: { type: 'string', pattern: SELLER_SLUG_PATTERN },
    phase: { type: 'string', enum: ['load', 'mount', 'compatibility'] },
    error: { type: 'string', minLength: 1, maxLength: 500 },
    fellBackTo: { type: 'string', pattern: VERSION_NAME_PATTERN },
  },
};

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 * @param {ReturnType<typeof import('./release-store.mjs').createReleaseStore>} options.store
 * @param {() => Promise<import('./release-manifest.mjs').ReleaseManifest | null>} options.currentManifest
 * @param {ReturnType<typeof import('./remote-failures.mjs').createFailureTracker>} options.tracker
 * @param {import('./metrics.mjs').Metrics} options.metrics
 * @param {number} [options.reportsPerMinute] per IP
 */
export async function registerFailureBeacon(app, { store, currentManifest, tracker, metrics, reportsPerMinute = 30 }) {
  // The reporting visitor is known by their cookie, as @fastify/cookie reads it.
  if (!app.hasRequestDecorator('cookies')) throw new Error('registerFailureBeacon needs @fastify/cookie registered first');
  const log = app.log;

  /** Marks `remote@version` bad unless it is the remote's only good version; true when it did. */
  async function markBad(/** @type {import('./remote-failures.mjs').RemoteFailureReport} */ report) {
    const key = versionKey(report.remote, report.version);
    try {
      await store.update((manifest) => {
        const others = Object.entries(manifest.remotes[report.remote]?.versions ?? {}).filter(([version]) => version !== report.version);
        if (!others.some(([, published]) => published.status === 'good')) {
          throw new ReleaseError(`${key} keeps failing but is the only good version of ${report.remote}; it is not marked bad.`);
        }
        return markVersionBad(manifest, { remote: report.remote, version: report.version, reason: `${report.phase}: ${report.error}`, at: new Date().toISOString() });
      });
    } catch (error) {
      log.error({ err: error, remote: report.remote, version: report.version }, `remote version not marked bad: ${key}`);
      return false;
    }
    tracker.forget(key);
    metrics.countMarkedBad(report.remote);
    log.error({ remote: report.remote, version: report.version, reason: `${report.phase}: ${report.error}` }, `remote version marked bad: ${key} kept failing for different visitors`);
    return true;
  }

  await app.register(async (scope) => {
    scope.setErrorHandler(answerEndpointError('remote_failures'));
    // navigator.sendBeacon sends a string as text/plain: the same JSON.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(/** @type {string} */ (body)));
      } catch {
        done(Object.assign(new Error('The body is not JSON'), { statusCode: 400 }), undefined);
      }
    });

    scope.post(
      REMOTE_FAILURE_BEACON_PATH,
      { bodyLimit: 4096, schema: { body: reportSchema }, config: { rateLimit: { max: reportsPerMinute, timeWindow: 60_000 } } },
      async (request, reply) => {
        const report = /** @type {import('./remote-failures.mjs').RemoteFailureReport} */ (request.body);
        const visitor = visitorOf(request.cookies);
        // A report without the visitor's cookie cannot be told apart from others: logged, not counted.
        const visitorName = visitor.isNew ? 'unknown' : visitorHash(visitor.id);
        request.log.warn({ ...report, visitor: visitorName }, `remote failure reported: ${versionKey(report.remote, report.version)} (${report.phase})`);

        const published = (await currentManifest())?.remotes[report.remote]?.versions[report.version];
        // Labelled by remote only when the manifest has that version: a made-up report adds no series.
        metrics.countRemoteFailure({ remote: published ? report.remote : 'unknown', phase: report.phase, fellBack: report.fellBackTo !== undefined });
        let markedBad = false;
        if (!published) {
          request.log.warn({ remote: report.remote, version: report.version }, 'remote failure ignored: that version is not in the remotes manifest');
        } else if (published.status === 'good' && !visitor.isNew && tracker.countVisitor(versionKey(report.remote, report.version), visitorName)) {
          markedBad = await markBad(report);
        }
        tracker.remember({ ...report, at: new Date().toISOString(), visitor: visitorName, markedBad });
        return reply.code(204).send();
      },
    );
  });
}
