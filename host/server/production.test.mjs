import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertProductionReady, productionProblems } from './production.mjs';

/** Every setting a production storefront server needs, each safe. */
const READY = {
  NODE_ENV: 'production',
  API_URL: 'http://10.0.0.5:4000',
  REMOTES_MANIFEST: '/srv/storefront/releases/remotes.json',
  TRUST_PROXY: '10.0.0.2',
  METRICS_PORT: '9464',
};
const STRONG_TOKEN = '3f9c1b7e5a2d4c6b8e0f1a3c5e7d9b2a';

describe('the storefront server in production', () => {
  it('names every missing setting at once, each with why it is needed', () => {
    const problems = productionProblems({ NODE_ENV: 'production' });
    assert.deepEqual(
      problems.map((problem) => problem.split(' ')[0]),
      ['API_URL', 'REMOTES_MANIFEST', 'TRUST_PROXY', 'METRICS_PORT'],
    );
    for (const problem of problems) assert.match(problem, /^\w+ is missing: .{20,}/);
    assert.throws(
      () => assertProductionReady({ NODE_ENV: 'production' }),
      /Refusing to start the storefront server in production[^]*- API_URL is missing[^]*- REMOTES_MANIFEST is missing[^]*- TRUST_PROXY is missing[^]*- METRICS_PORT is missing/,
    );
  });

  it('starts with every setting there and safe', () => {
    assert.deepEqual(productionProblems(READY), []);
    assert.doesNotThrow(() => assertProductionReady(READY));
    assert.deepEqual(productionProblems({ ...READY, RELEASES_ADMIN_TOKEN: STRONG_TOKEN, PUBLIC_API_BASE: 'https://api.example.org/api' }), []);
  });

  it('refuses the test-only page', () => {
    assert.deepEqual(productionProblems({ ...READY, STOREFRONT_TEST_ROUTES: '1' }), [
      'STOREFRONT_TEST_ROUTES=1 is refused in production: it adds the test-only page and the login-mode overrides of the end-to-end tests',
    ]);
    assert.deepEqual(productionProblems({ ...READY, STOREFRONT_TEST_ROUTES: '0' }), []);
  });

  it('demands a strong release admin token, when the admin endpoints are on', () => {
    for (const weak of ['secret', 'a'.repeat(40), 'abababababababababababababababababab', `${STRONG_TOKEN.slice(0, 16)} ${STRONG_TOKEN.slice(16)}`]) {
      const [problem] = productionProblems({ ...READY, RELEASES_ADMIN_TOKEN: weak });
      assert.match(String(problem), /^RELEASES_ADMIN_TOKEN must be a random secret of at least 32 characters/, weak);
    }
  });

  it('refuses an address or a number that cannot be right', () => {
    const problems = productionProblems({
      ...READY,
      API_URL: 'http://10.0.0.5:4000/api',
      METRICS_PORT: '70000',
      PUBLIC_API_BASE: 'http://api.example.org/api',
      SSR_RENDER_BUDGET_MS: 'fast',
      SHUTDOWN_TIMEOUT_MS: '0',
    });
    assert.deepEqual(
      problems.map((problem) => problem.split(' ')[0]),
      ['API_URL', 'METRICS_PORT', 'PUBLIC_API_BASE', 'SSR_RENDER_BUDGET_MS', 'SHUTDOWN_TIMEOUT_MS'],
    );
    assert.match(problems[2] ?? '', /an https:\/\/ address/);
  });

  it('checks nothing outside production: development keeps its defaults and test routes', () => {
    assert.doesNotThrow(() => assertProductionReady({ STOREFRONT_TEST_ROUTES: '1' }));
    assert.doesNotThrow(() => assertProductionReady({ NODE_ENV: 'development', RELEASES_ADMIN_TOKEN: 'secret' }));
  });
});
