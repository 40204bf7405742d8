/**
 * One webpack configuration for the host and every remote, so the federation settings
 * (shared singletons, manifest, loaders) cannot drift between teams.
 */
const path = require('node:path');
const { DefinePlugin, optimize: { LimitChunkCountPlugin } } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RetryChunkLoadPlugin } = require('webpack-retry-chunk-load-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { FirstLoadFilePlugin, firstLoadManifestData } = require('./first-load-chunks.cjs');
const zlib = require('node:zlib');

/**
 * @typedef {NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]>} FederationOptions
 * @typedef {Exclude<NonNullable<FederationOptions['shared']>, unknown[]>} SharedObject
 * @typedef {Exclude<SharedObject[string], string>} SharedConfig one shared module's settings
 * @typedef {Record<string, SharedConfig>} SharedConfigs
 * @typedef {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} ConfigFunction webpack's configuration-as-a-function
 */

const sharedPackageVersion = require('../shared/package.json').version;
/** Puts the page's CSP nonce on every <style> that style-loader adds (ADR 0014). */
const insertStyleWithNonce = path.resolve(__dirname, '../shared/src/browser/insert-style.ts');

/**
 * Caret ranges, never exact versions: exact ones become exact requiredVersions (TOOLCHAIN.md).
 * `strictVersion`: a build whose range the page's copy does not satisfy is refused (its load
 * fails, and the runtime falls back to the remote's last good version, ADR 0024) instead of
 * only warning and running against the wrong React or a second store.
 */
/** @param {string} requiredVersion @returns {SharedConfig} */
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: true });
/** Every react-router export the storefront's code imports, and nothing more. */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'StaticRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'matchPath',
];
/** @type {SharedConfigs} */
const SHARED = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  // Shared whole, react-router is 60 KB gzip; the storefront uses a dozen exports, so each
  // build provides only these (ADR 0018). `router-exports.test.mjs` keeps the list complete.
  'react-router': { ...singleton('^7.18.0'), treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } },
  mobx: singleton('^7.1.0'),
  'mobx-react-lite': singleton('^5.1.0'),
  '@storefront/shared': { ...singleton(`^${sharedPackageVersion}`), version: sharedPackageVersion },
  // Not singletons, but loaded once when the versions agree; only form chunks load them.
  'react-hook-form': { requiredVersion: '^7.55.0' },
  yup: { requiredVersion: '^1.7.0' },
};

/** The server build shares modules whole: bytes do not matter there, and it has no manifest. */
const serverShared = () =>
  Object.fromEntries(Object.entries(SHARED).map(([key, { treeShaking: _browserOnly, ...config }]) => [key, config]));

/** TypeScript and JSX of every part (and of `@storefront/shared`, consumed as source) through swc. */
/** @param {{ production: boolean, target: string }} options @returns {import('webpack').RuleSetRule} */
const typescriptRule = ({ production, target }) => ({
  test: /\.(t|j)sx?$/,
  exclude: /node_modules\/(?!\.pnpm\/.*@storefront)/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target,
      },
    },
  },
});

/** Served pre-compressed by the static servers (`preCompressed`): brotli, and gzip as fallback. */
const compressionPlugins = () => [
  new CompressionPlugin({ test: /\.(js|json|css|html|svg)$/, algorithm: 'gzip', filename: '[path][base].gz', minRatio: 0.9 }),
  // Typed for brotli's options (the plugin's types assume zlib's unless told).
  new (/** @type {typeof CompressionPlugin<import('node:zlib').BrotliOptions>} */ (CompressionPlugin))({
    test: /\.(js|json|css|html|svg)$/,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    minRatio: 0.9,
  }),
];

/** `__STOREFRONT_MONOLITH__` (shared/src/federation/exposed-module.ts): code that differs in the monolith build branches on it. */
const buildFlags = (/** @type {{ monolith: boolean }} */ { monolith }) => new DefinePlugin({ __STOREFRONT_MONOLITH__: JSON.stringify(monolith) });

/** The browser builds' loaders: TypeScript through swc, CSS injected with the page's nonce. */
/** @param {{ production: boolean }} options @returns {import('webpack').RuleSetRule[]} */
const browserRules = ({ production }) => [
  typescriptRule({ production, target: 'es2020' }),
  // No CSS source maps: inside the JavaScript they were a third of a screen chunk's CSS bytes.
  {
    test: /\.css$/,
    use: [{ loader: 'style-loader', options: { insert: insertStyleWithNonce } }, { loader: 'css-loader', options: { sourceMap: false } }],
  },
];

/** The server builds' loaders: a CSS import registers its text for the page's <head> (`css-on-server-loader.cjs`). */
/** @param {{ production: boolean }} options @returns {import('webpack').RuleSetRule[]} */
const serverRules = ({ production }) => [
  typescriptRule({ production, target: 'es2022' }),
  { test: /\.css$/, use: [require.resolve('./css-on-server-loader.cjs')] },
];

const browserMinimizer = () => [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })];

/** Spec 01 §8: a chunk that fails to load is retried once, cache-busted. */
const retryChunkLoad = () => new RetryChunkLoadPlugin({ maxRetries: 1, cacheBust: 'function() { return Date.now(); }' });

/** The host's page template, filled by the storefront server; a remote gets a plain page for standalone runs. */
/** @param {{ name: string, template?: string, isHost: boolean }} options */
const pageHtml = ({ name, template, isHost }) =>
  new HtmlWebpackPlugin({
    ...(template ? { template } : { title: `remote-${name} (standalone)` }),
    // The storefront server injects the page config; a remote's own page is for standalone work.
    inject: isHost ? 'body' : true,
    // Absolute, so /{seller}/events/42 still loads /main.js.
    publicPath: '/',
    minify: false,
  });

/**
 * @param {object} options
 * @param {string} options.dir        package folder (__dirname of the caller)
 * @param {string} options.name       federation name (catalog, checkout, account, host)
 * @param {number} options.devPort    port of `webpack serve`
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.template] the host's index.html template; a remote gets a plain page for standalone runs
 * @param {boolean} [options.isHost]
 * @param {string} [options.outputDir] where the build goes (default `dir/dist`)
 * @param {SharedConfigs} [options.sharedOverrides] shared entries replaced, e.g. a build against another React
 * @returns {ConfigFunction}
 */
function createConfig({ dir, name, devPort, exposes = {}, runtimePlugins = [], template, isHost = false, outputDir = path.join(dir, 'dist'), sharedOverrides = {} }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps are for error tracking, never public: no sourceMappingURL comment, and
      // written beside dist (source-maps/), which no server serves (ADR 0014).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        publicPath: 'auto',
        // The federation entry cannot take [contenthash] (TOOLCHAIN.md); lazy chunks can.
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        sourceMapFilename: '../source-maps/[file].map',
        uniqueName: `storefront_${name}`,
        // The server build (built alongside) owns dist/server/ and cleans it itself.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: browserRules({ production }) },
      optimization: { minimizer: browserMinimizer() },
      performance: { hints: false },
      plugins: [
        buildFlags({ monolith: false }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // No remotes here: the host registers them at runtime from the remotes manifest.
          remotes: {},
          shared: { ...SHARED, ...sharedOverrides },
          // One offline remote must not blank the page (TOOLCHAIN.md).
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // metaData.firstLoad: the exact files to preload per chunk group (ADR 0018).
          manifest: { additionalData: firstLoadManifestData(SHARED) },
          dts: false,
          // One copy of the federation runtime per page: the host provides it, production
          // remotes use it (a remote's dev build keeps its own so it can run standalone).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
            // Remotes are registered by their remoteEntry.js, never by manifest snapshots, and
            // this build only runs in browsers: leave both code paths out of the runtime.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        retryChunkLoad(),
        pageHtml({ name, template, isHost }),
        ...(production ? compressionPlugins() : []),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:4000' }],
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}

/**
 * The server build of a part (ADR 0017): the same sources and shared singletons, for Node.
 * A remote's goes to `dist/server/` (served beside its browser build, so the storefront
 * server loads it at run time from the origin the remotes manifest names); the host's is
 * its render entry in `server-dist/` (never served). Remote code and chunks are fetched
 * over HTTP and evaluated by Module Federation's Node runtime plugin. A CSS import registers
 * the stylesheet's text for the page's <head> (`css-on-server-loader.cjs`).
 *
 * @param {object} options
 * @param {string} options.dir
 * @param {string} options.name
 * @param {Record<string,string>} [options.exposes]
 * @param {Record<string,string>} [options.entry]   the host's render entry
 * @param {string[]} [options.runtimePlugins]
 * @param {string} [options.outputDir] a remote's browser build folder, its server build going to `server/` in it (default `dir/dist`)
 * @returns {ConfigFunction}
 */
function createServerConfig({ dir, name, exposes = {}, entry = {}, runtimePlugins = [], outputDir = path.join(dir, 'dist') }) {
  const isHost = Object.keys(entry).length > 0;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${name}-server`,
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'async-node',
      entry,
      devtool: false,
      output: {
        path: isHost ? path.join(dir, 'server-dist') : path.join(outputDir, 'server'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: 'chunks/[name].[contenthash:10].js',
        uniqueName: `storefront_${name}_server`,
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: serverRules({ production }) },
      // Readable stack traces in the server's logs; nothing here is sent to browsers as code.
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [
        buildFlags({ monolith: false }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          exposes,
          remotes: {},
          shared: serverShared(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), ...runtimePlugins],
          manifest: false,
          dts: false,
          ...(isHost ? { experiments: { asyncStartup: true } } : {}),
        }),
        // A remote's server code arrives in one file: a screen or form first rendered after a
        // start or a release must not wait for its own chunk over HTTP inside the render budget.
        ...(isHost ? [] : [new LimitChunkCountPlugin({ maxChunks: 1 })]),
      ],
    };
  };
}

/** The module the exposed-module seam reads its map from (`loadExposedModule`); generated in the monolith build. */
const bundledModulesStub = path.resolve(__dirname, '../shared/src/federation/bundled-modules.ts');

/**
 * Every remote's exposed modules by the id the host loads them with ('checkout/CartWidget'),
 * read from each remote's own webpack.config.js `exposes`, so the monolith bundles exactly
 * the doors the federated build opens.
 *
 * @param {{ name: string, dir: string }[]} remotes
 * @returns {Record<string, string>} id → absolute source path
 */
function exposedModulesOf(remotes) {
  return Object.fromEntries(
    remotes.flatMap(({ name, dir }) =>
      Object.entries(require(path.join(dir, 'webpack.config.js')).exposes).map(([exposed, file]) => [
        `${name}/${exposed.replace(/^\.\//, '')}`,
        path.resolve(dir, file),
      ]),
    ),
  );
}

/** In the monolith build, the seam's map is generated: each exposed module its own `import()`. */
/** @param {{ name: string, dir: string }[]} remotes @returns {import('webpack').RuleSetRule} */
const bundledModulesRule = (remotes) => ({
  test: bundledModulesStub,
  enforce: 'pre',
  use: [{ loader: require.resolve('./bundled-modules-loader.cjs'), options: { modules: exposedModulesOf(remotes) } }],
});

/**
 * The monolith has no federation runtime: every call into it sits behind
 * `__STOREFRONT_MONOLITH__`, so its imports are marked free of side effects and, unused, dropped.
 */
const federationRuntimeUnused = { test: /[\\/]node_modules[\\/]@module-federation[\\/]/, sideEffects: false };

/**
 * The monolith build (`webpack --env monolith`, issue 11): the same host and remote code as
 * one app, served the same way, so the benchmark can show what federation costs. There is no
 * Module Federation: each remote's exposed module is a lazy chunk of the host, loaded by id
 * through the same seam (`loadExposedModule`), and React, the router, MobX and
 * `@storefront/shared` are ordinary dependencies (one copy each). Loaders, minifier and
 * compression are the federated browser build's; output goes to `dist-monolith/`.
 *
 * @param {object} options
 * @param {string} options.dir      the host's folder
 * @param {string} options.entry    the host's bootstrap (no async boundary: it only serves federation's shared negotiation)
 * @param {string} options.template the host's index.html template
 * @param {{ name: string, dir: string }[]} options.remotes
 * @returns {ConfigFunction}
 */
function createMonolithConfig({ dir, entry, template, remotes }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'monolith',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: entry },
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist-monolith'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        sourceMapFilename: '../source-maps/monolith/[file].map',
        uniqueName: 'storefront_monolith',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: [...browserRules({ production }), bundledModulesRule(remotes), federationRuntimeUnused] },
      optimization: { minimizer: browserMinimizer() },
      performance: { hints: false },
      plugins: [
        buildFlags({ monolith: true }),
        new FirstLoadFilePlugin(),
        retryChunkLoad(),
        pageHtml({ name: 'host', template, isHost: true }),
        ...(production ? compressionPlugins() : []),
      ],
    };
  };
}

/**
 * The monolith's server render entry: the host's render entry with every remote's exposed
 * modules bundled in, for Node, into `server-dist-monolith/`.
 *
 * @param {object} options
 * @param {string} options.dir
 * @param {Record<string,string>} options.entry the host's render entry
 * @param {{ name: string, dir: string }[]} options.remotes
 * @returns {ConfigFunction}
 */
function createMonolithServerConfig({ dir, entry, remotes }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'monolith-server',
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'node',
      entry,
      devtool: false,
      output: {
        path: path.join(dir, 'server-dist-monolith'),
        filename: '[name].js',
        chunkFilename: 'chunks/[name].[contenthash:10].js',
        uniqueName: 'storefront_monolith_server',
        library: { type: 'commonjs-module' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: [...serverRules({ production }), bundledModulesRule(remotes), federationRuntimeUnused] },
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [buildFlags({ monolith: true })],
    };
  };
}

module.exports = { createConfig, createServerConfig, createMonolithConfig, createMonolithServerConfig, SHARED, singleton };
