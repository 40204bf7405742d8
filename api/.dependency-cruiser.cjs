/**
 * The API's import rules (ADR 0026), checked by `pnpm lint` (`depcruise src` from api/):
 * no cycles; `lib/` is pure; nothing but the server's start-up imports the demo data; routes
 * reach the database only through a service (route → service → repository → SQL); outside the
 * domains still listed in SQL_STILL_IN_SERVICES, only repository modules hold SQL, in the domains
 * and in the demo seed (`demo/demo-repository.ts`).
 * Type-only imports count (`tsPreCompilationDeps`): a cycle through types is still a cycle.
 */
const DOMAINS = [
  'accounts',
  'cart',
  'catalog',
  'checkout',
  'client-reports',
  'gifts',
  'mail',
  'memberships',
  'orders',
  'rate-limits',
  'sellers',
  'venue-import',
  'wallet-passes',
];
const domain = `^src/(${DOMAINS.join('|')})/`;
/** The database layer: the client, its tables and the query builder and drivers under it. */
/**
 * Domains whose services still hold drizzle queries and sql templates (issue 29 item 1 is done
 * for a domain when it leaves this list). Every other domain keeps them in its repository modules.
 */
const SQL_STILL_IN_SERVICES = [];
const DATABASE = ['^src/infra/db/', '/node_modules/drizzle-orm/', '/node_modules/pg/', '/node_modules/@electric-sql/pglite/'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles in the API: move the shared piece out or invert the dependency.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'lib-is-pure',
      comment: 'lib/ holds pure helpers: it imports no domain, no infrastructure and no demo data.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'no-demo-outside-its-command',
      comment:
        'Demo data is loaded by its own command (pnpm demo:load, ADR 0029) only: the server start-up, domains, infra and lib never import demo/, so starting the API cannot seed or wipe.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/demo/', '^src/commands/load-demo\\.ts$'] },
      to: { path: '^src/demo/' },
    },
    {
      name: 'infra-knows-no-domain',
      comment: 'Infrastructure (database, Fastify infra plugins, job runner) imports no domain.',
      severity: 'error',
      from: { path: '^src/infra/' },
      to: { path: domain },
    },
    {
      name: 'routes-through-services',
      comment: 'A route module calls services: no database client, tables, drizzle or sql in routes.',
      severity: 'error',
      from: { path: '-routes\\.ts$' },
      to: { path: DATABASE, pathNot: '^src/infra/db/unavailable\\.ts$' },
    },
    {
      name: 'sql-in-repositories',
      comment:
        'A domain, and the demo seed, reach the database through repository modules (*-repository.ts): no drizzle query builder, sql template or table outside them (type imports allowed).',
      severity: 'error',
      from: { path: [domain, '^src/demo/'], pathNot: ['-repository\\.ts$', ...SQL_STILL_IN_SERVICES.map((name) => `^src/${name}/`)] },
      to: { path: ['/node_modules/drizzle-orm/', '^src/infra/db/schema\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.d\\.ts$' },
  },
};
