/**
 * Unit and component tests of the browser packages (shared, host, remotes).
 * `api/` has its own jest config (node environment, embedded database).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // `.mjs`: shared code the Node scripts and servers import too (shared/src/ui/theme.mjs).
  transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.style-mock.js' },
  // The webpack builds' DefinePlugin constant (shared/src/federation/exposed-module.ts), as the federated build sets it.
  globals: { __STOREFRONT_MONOLITH__: false },
});

module.exports = {
  projects: ['shared', 'host', 'remote-catalog', 'remote-checkout', 'remote-account'].map(project),
};
