const { createConfig, createServerConfig } = require('../scripts/webpack.base.cjs');

// The exposes map is this remote's only door (STYLE.md 1).
const exposes = { './routes': './src/routes.tsx' };

// The browser build, and the server build of the same exposes (ADR 0017).
module.exports = [
  createConfig({ dir: __dirname, name: 'catalog', devPort: 3001, exposes }),
  createServerConfig({ dir: __dirname, name: 'catalog', exposes }),
];
// The host's monolith build bundles these same modules (scripts/webpack.base.cjs).
module.exports.exposes = exposes;
