const { createConfig } = require('../scripts/webpack.base.cjs');

// The exposes map is this remote's only door (STYLE.md 1).
module.exports = createConfig({
  dir: __dirname,
  name: 'checkout',
  devPort: 3002,
  exposes: {
    './routes': './src/routes.tsx',
    './CartWidget': './src/cart-widget.tsx',
    './CartDialogs': './src/cart-dialogs.tsx',
  },
});
