const { createConfig } = require('../scripts/webpack.base.cjs');

// The exposes map is this remote's only door (STYLE.md 1).
module.exports = createConfig({
  dir: __dirname,
  name: 'catalog',
  devPort: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
