/**
 * API tests: node environment, sources compiled to CommonJS by swc, run in band.
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
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30000,
};
