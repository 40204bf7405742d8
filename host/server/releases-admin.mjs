// @ts-check
/**
 * The release admin endpoints (ADR 0024), under `/_storefront/admin/releases`, registered
 * only when the server has a `releasesAdminToken`; every request carries it as
 * `Authorization: Bearer <token>`. Each change goes through the release store (one at a
 * time, atomic file write) with the manifest's pure changes, and is logged with who asked.
 *
 *   GET  /                → { manifest, rollouts }
 *   POST /publish   { remote, version, entry, serverEntry? }
 *   POST /release   { remote, version, seller?, canaryPercent? }
 *   POST /rollback  { remote, seller? }
 *   POST /mark-bad  { remote, version, reason }   → each { manifest, rollouts }
 *   GET  /failures        → the last remote failures pages reported, newest first
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  describeReleases,
  markVersionBad,
  publishVersion,
  releaseVersion,
  ReleaseError,
  REMOTE_NAME_PATTERN,
  rollbackRemote,
  VERSION_NAME_PATTERN,
} from './release-manifest.mjs';
import { answerEndpointError, endpointError } from './endpoint-errors.mjs';
import { SELLER_SLUG_PATTERN } from './failure-beacon.mjs';

export const RELEASES_ADMIN_PREFIX = '/_storefront/admin/releases';
const CONTEXT = 'releases';

const remote = { type: 'string', pattern: REMOTE_NAME_PATTERN };
const version = { type: 'string', pattern: VERSION_NAME_PATTERN };
const seller = { type: 'string', pattern: SELLER_SLUG_PATTERN };
const entry = { type: 'string', maxLength: 500, pattern: '^(?:https?://|/)\\S+$' };
/** @param {Record<string, object>} properties @param {string[]} required */
const body = (properties, required) => ({ type: 'object', additionalProperties: false, required, properties });

/**
 * Each change: its body schema and how it changes the manifest (`at`: now, ISO); `change`
 * is the request body as that schema let it through.
 * @type {Record<string, { schema: object, apply: (manifest: ReleaseManifest, change: Record<string, any>, at: string) => ReleaseManifest }>}
 */
const CHANGES = {
  publish: {
    schema: body({ remote, version, entry, serverEntry: entry }, ['remote', 'version', 'entry']),
    apply: (manifest, change, at) => publishVersion(manifest, { .../** @type {Omit<Parameters<typeof publishVersion>[1], 'at'>} */ (change), at }),
  },
  release: {
    schema: body({ remote, version, seller, canaryPercent: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 100 } }, ['remote', 'version']),
    apply: (manifest, change) => releaseVersion(manifest, /** @type {Parameters<typeof releaseVersion>[1]} */ (change)),
  },
  rollback: {
    schema: body({ remote, seller }, ['remote']),
    apply: (manifest, change) => rollbackRemote(manifest, /** @type {Parameters<typeof rollbackRemote>[1]} */ (change)),
  },
  'mark-bad': {
    schema: body({ remote, version, reason: { type: 'string', minLength: 1, maxLength: 300 } }, ['remote', 'version', 'reason']),
    apply: (manifest, change, at) => markVersionBad(manifest, { .../** @type {Omit<Parameters<typeof markVersionBad>[1], 'at'>} */ (change), at }),
  },
};

/** @typedef {import('./release-manifest.mjs').ReleaseManifest} ReleaseManifest */

const digest = (/** @type {string} */ text) => createHash('sha256').update(text).digest();

/** @param {unknown} error */
const unreadable = (error) => error instanceof SyntaxError || (error instanceof Error && 'code' in error);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 * @param {string} options.token
 * @param {ReturnType<typeof import('./release-store.mjs').createReleaseStore>} options.store
 * @param {ReturnType<typeof import('./remote-failures.mjs').createFailureTracker>} options.failures
 * @param {number} [options.requestsPerMinute] per IP, so a token cannot be guessed quickly
 */
export async function registerReleasesAdmin(app, { token, store, failures, requestsPerMinute = 120 }) {
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  const expected = digest(`Bearer ${token}`);
  // Every change and refusal is logged, whatever level the server logs others at (`pnpm start`: warn).
  const audit = app.log.child({ component: 'releases' }, { level: 'info' });
  const withRollouts = (/** @type {ReleaseManifest} */ manifest) => ({ manifest, rollouts: describeReleases(manifest) });
  /** @param {import('fastify').FastifyReply} reply @param {unknown} error */
  const manifestUnreadable = (reply, error) =>
    reply.code(503).send(endpointError('manifest_unreadable', CONTEXT, `The remotes manifest at ${store.path} cannot be read: ${error instanceof Error ? error.message : String(error)}`));

  await app.register(
    async (scope) => {
      scope.setErrorHandler(answerEndpointError(CONTEXT));
      scope.addHook('onRequest', async (request, reply) => {
        if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
          audit.warn({ ip: request.ip, url: request.url }, 'release admin request refused: no valid token');
          return reply.code(401).header('WWW-Authenticate', 'Bearer').send(endpointError('unauthorized', CONTEXT, 'Send the release admin token as Authorization: Bearer <token>.'));
        }
      });
      const config = { rateLimit: { max: requestsPerMinute, timeWindow: 60_000 } };

      scope.get('/', { config }, async (_request, reply) => {
        try {
          return withRollouts(await store.read());
        } catch (error) {
          return manifestUnreadable(reply, error);
        }
      });

      scope.get('/failures', { config }, async () => failures.recent());

      for (const [action, { schema, apply }] of Object.entries(CHANGES)) {
        scope.post(`/${action}`, { config, schema: { body: schema } }, async (request, reply) => {
          const change = /** @type {Record<string, any>} */ (request.body);
          const who = { ip: request.ip, action, ...change };
          try {
            const manifest = await store.update((current) => apply(current, change, new Date().toISOString()));
            audit.info(who, `release change: ${action} ${change.remote}${change.version ? `@${change.version}` : ''}${change.seller ? ` for ${change.seller}` : ''}`);
            return withRollouts(manifest);
          } catch (error) {
            if (error instanceof ReleaseError) {
              audit.warn({ ...who, reason: error.message }, `release change refused: ${action} ${change.remote}`);
              return reply.code(409).send(endpointError('release_refused', CONTEXT, error.message));
            }
            if (unreadable(error)) return manifestUnreadable(reply, error);
            throw error;
          }
        });
      }
    },
    { prefix: RELEASES_ADMIN_PREFIX },
  );
}
