/**
 * API tests: node environment, sources compiled to CommonJS by swc, two workers (each file builds its own
 * app: PGlite in memory, a schema of its own on PostgreSQL), a worker replaced once it holds 1 GB.
 * The ES-module-only packages (OpenID for external login, pg-boss for jobs) are compiled the same way.
 * Every suite runs against embedded PGlite (restored from a migrated snapshot made once in
 * globalSetup) and, when DATABASE_URL is set, also against that real PostgreSQL.
 */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    // The OpenID libraries ship ES modules only; jest's own require cannot load those on Node 20.
    '^.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript', importAttributes: true }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(oidc-provider|openid-client|oauth4webapi|jose|pg-boss|serialize-error|non-error)[@/])'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30000,
};
