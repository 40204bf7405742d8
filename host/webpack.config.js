const path = require('node:path');
const { createConfig } = require('../scripts/webpack.base.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'host',
  devPort: 3000,
  isHost: true,
  template: path.join(__dirname, 'public/index.html'),
  runtimePlugins: [path.join(__dirname, 'src/federation/remote-failure-plugin.ts')],
});
