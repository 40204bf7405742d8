const { createConfig } = require('../scripts/webpack.base.cjs');

// The exposes map is this remote's only door (STYLE.md 1).
module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  devPort: 3003,
  exposes: { './routes': './src/routes.tsx', './MemberMenu': './src/member-menu.tsx' },
});
