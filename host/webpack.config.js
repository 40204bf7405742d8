const path = require('node:path');
const { createConfig, createServerConfig } = require('../scripts/webpack.base.cjs');

const remoteFailurePlugin = path.join(__dirname, 'src/federation/remote-failure-plugin.ts');

// The browser build, and the server render entry the storefront server calls (ADR 0017).
module.exports = [
  createConfig({
    dir: __dirname,
    name: 'host',
    devPort: 3000,
    isHost: true,
    template: path.join(__dirname, 'public/index.html'),
    runtimePlugins: [remoteFailurePlugin],
  }),
  createServerConfig({ dir: __dirname, name: 'host', entry: { render: './src/server/render.tsx' }, runtimePlugins: [remoteFailurePlugin] }),
];
