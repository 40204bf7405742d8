const { createConfig, createServerConfig } = require('../scripts/webpack.base.cjs');

// The exposes map is this remote's only door (STYLE.md 1).
const exposes = {
  './routes': './src/routes.tsx',
  './MemberMenu': './src/member-menu.tsx',
  './MembershipForm': './src/membership-form.tsx',
};

// The browser build, and the server build of the same exposes (ADR 0017).
module.exports = [
  createConfig({ dir: __dirname, name: 'account', devPort: 3003, exposes }),
  createServerConfig({ dir: __dirname, name: 'account', exposes }),
];
// The host's monolith build bundles these same modules (scripts/webpack.base.cjs).
module.exports.exposes = exposes;
