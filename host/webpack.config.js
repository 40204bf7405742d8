const path = require('node:path');
const { createConfig, createServerConfig, createMonolithConfig, createMonolithServerConfig } = require('../scripts/webpack.base.cjs');

const remoteFailurePlugin = path.join(__dirname, 'src/federation/remote-failure-plugin.ts');
const template = path.join(__dirname, 'public/index.html');
const renderEntry = { render: './src/server/render.tsx' };

// The browser build, and the server render entry the storefront server calls (ADR 0017).
const federated = [
  createConfig({ dir: __dirname, name: 'host', devPort: 3000, isHost: true, template, runtimePlugins: [remoteFailurePlugin] }),
  createServerConfig({ dir: __dirname, name: 'host', entry: renderEntry, runtimePlugins: [remoteFailurePlugin] }),
];

// `--env monolith` (`pnpm build:monolith`): the same code with every remote's exposed modules
// bundled in, no federation, for the benchmark to show what federation costs (issue 11).
const remotes = ['catalog', 'checkout', 'account'].map((name) => ({ name, dir: path.join(__dirname, '..', `remote-${name}`) }));
const monolith = [
  createMonolithConfig({ dir: __dirname, entry: './src/bootstrap.tsx', template, remotes }),
  createMonolithServerConfig({ dir: __dirname, entry: renderEntry, remotes }),
];

module.exports = (env, argv) => (env.monolith ? monolith : federated).map((config) => config(env, argv));
