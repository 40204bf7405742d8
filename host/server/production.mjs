// @ts-check
/**
 * Production is a configuration, never a fallback (issue 30, ADR 0034; the API's own rules are
 * api/src/production.ts): with `NODE_ENV=production` the storefront server starts only when
 * every setting a deployment needs is there and safe. Its development defaults (the API and
 * the remotes on this machine, no proxy to trust, no metrics port) are refusals there, as are
 * the test-only page and a guessable release admin token; every problem is named at once.
 */

/** @typedef {Record<string, string | undefined>} Env */
/** @typedef {(env: Env) => string | null} Rule what is wrong, or null when the setting is fine */

/** @param {string | undefined} value @returns {value is string} */
const isSet = (value) => value !== undefined && value.trim() !== '';

/** A release admin token or any other secret this short or this repetitive can be guessed. */
export const MIN_TOKEN_LENGTH = 32;
const MIN_DISTINCT_CHARACTERS = 8;

/**
 * @param {string} name @param {string} why
 * @param {{ valid: (value: string) => boolean, expected: string }} [shape]
 * @returns {Rule}
 */
function required(name, why, shape) {
  return (env) => {
    const value = env[name];
    if (!isSet(value)) return `${name} is missing: ${why}`;
    return shape && !shape.valid(value.trim()) ? `${name} must be ${shape.expected}` : null;
  };
}

/** A setting that may be absent, but when set must have this shape. @param {string} name @param {{ valid: (value: string) => boolean, expected: string }} shape @returns {Rule} */
function whenSet(name, shape) {
  return (env) => {
    const value = env[name];
    return isSet(value) && !shape.valid(value.trim()) ? `${name} must be ${shape.expected}` : null;
  };
}

/** @param {string} name @param {string} why @param {(value: string) => boolean} allowed @returns {Rule} */
function forbidden(name, why, allowed) {
  return (env) => {
    const value = env[name];
    return isSet(value) && !allowed(value.trim()) ? `${name}=${value} is refused in production: ${why}` : null;
  };
}

/** @param {string} value */
const isHttpUrl = (value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
const positiveInteger = { valid: (/** @type {string} */ value) => /^[1-9]\d*$/.test(value), expected: 'a whole number above 0' };
const port = { valid: (/** @type {string} */ value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65_535, expected: 'a port number (1–65535)' };
const strongToken = {
  valid: (/** @type {string} */ value) => value.length >= MIN_TOKEN_LENGTH && new Set(value).size >= MIN_DISTINCT_CHARACTERS && !/\s/.test(value),
  expected: `a random secret of at least ${MIN_TOKEN_LENGTH} characters (for example \`openssl rand -hex 32\`)`,
};

/** @type {Rule[]} */
const RULES = [
  required('API_URL', 'the platform API pages are rendered with and /api is proxied to (the default is the development API on this machine)', {
    valid: (value) => isHttpUrl(value) && new URL(value).pathname === '/',
    expected: 'the API server address, http(s)://host[:port], without a path',
  }),
  required('REMOTES_MANIFEST', 'the release manifest naming the remotes pages load (the default, host/remotes.json, names development servers on this machine)'),
  required('TRUST_PROXY', 'visitors reach the storefront over https through a TLS-terminating proxy; without trusting it (`true` or its addresses) the API is told every visitor came over http'),
  required('METRICS_PORT', "Prometheus scrapes the storefront server's metrics there, on a port of its own", port),
  whenSet('PUBLIC_API_BASE', {
    valid: (value) => (value.startsWith('/') && !value.startsWith('//')) || (isHttpUrl(value) && new URL(value).protocol === 'https:'),
    expected: 'a path on the storefront (/api) or an https:// address',
  }),
  whenSet('RELEASES_ADMIN_TOKEN', strongToken),
  forbidden('STOREFRONT_TEST_ROUTES', "it adds the test-only page and the login-mode overrides of the end-to-end tests", (value) => value !== '1'),
  whenSet('SSR_RENDER_BUDGET_MS', positiveInteger),
  whenSet('REMOTE_BAD_AFTER', positiveInteger),
  whenSet('SHUTDOWN_TIMEOUT_MS', positiveInteger),
  whenSet('READY_TIMEOUT_MS', positiveInteger),
];

/** Every missing or unsafe production setting, in a stable order; empty when the server may start. @param {Env} env */
export function productionProblems(env) {
  return RULES.map((problem) => problem(env)).filter((problem) => problem !== null);
}

/** A refused production start-up; `problems` lists every setting to fix. */
export class ProductionRefusal extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Refusing to start the storefront server in production (NODE_ENV=production):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ProductionRefusal';
    this.problems = problems;
  }
}

/** Stops a production start-up that lacks a setting, naming all of them; development is never checked. @param {Env} env */
export function assertProductionReady(env) {
  if (env.NODE_ENV !== 'production') return;
  const problems = productionProblems(env);
  if (problems.length > 0) throw new ProductionRefusal(problems);
}
