/**
 * Adds `metaData.firstLoad` to a build's mf-manifest.json (ADR 0018): the exact JavaScript
 * files behind each named chunk group (entry points, exposed modules, screens named with
 * `webpackChunkName`) and behind each shared singleton this build provides. The storefront
 * server reads it to preload a page's chunk set from the HTML, instead of letting the browser
 * discover it one request after another. The manifest's own `exposes`/`shared` assets list
 * every async chunk of an expose and both copies of a shared module, so they over-fetch.
 */

/** JavaScript files of a chunk group, in its chunks' order. @param {import('webpack').ChunkGroup} group @returns {string[]} */
const groupFiles = (group) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))))];

/** @param {import('webpack').Compilation} compilation */
const namedChunkGroupFiles = (compilation) => {
  /** @type {Record<string, string[]>} */
  const chunkGroups = {};
  for (const [name, group] of compilation.namedChunkGroups) chunkGroups[name] = groupFiles(group);
  return chunkGroups;
};

/**
 * @param {Record<string, {singleton?: boolean}>} shared the SHARED configuration
 * @returns {<S extends { metaData?: object }>(data: { stats: S, compilation: import('webpack').Compilation }) => S} the manifest's `additionalData` hook
 */
function firstLoadManifestData(shared) {
  const singletonKeys = Object.entries(shared)
    .filter(([, config]) => config.singleton)
    .map(([key]) => key);
  // A key ending in '/' shares every request under it: 'react-dom/' → 'react-dom/client'.
  const isSingleton = (/** @type {string} */ name) => singletonKeys.some((key) => name === key || (key.endsWith('/') && name.startsWith(key)));
  return ({ stats, compilation }) => {
    const chunkGroups = namedChunkGroupFiles(compilation);

    /** @type {Record<string, string[]>} */
    const providedShared = {};
    for (const module of compilation.modules) {
      // webpack's ProvideSharedModule keeps the shared name it provides in `_name` (not in its types).
      const name = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
      if (module.type !== 'provide-module' || name === undefined || !isSingleton(name)) continue;
      const files = module.blocks.flatMap((block) => {
        const group = compilation.chunkGraph.getBlockChunkGroup(block);
        return group ? groupFiles(group) : [];
      });
      providedShared[name] = [...new Set([...(providedShared[name] ?? []), ...files])];
    }
    /** @type {{ metaData?: object }} */ (stats).metaData = { ...stats.metaData, firstLoad: { chunkGroups, shared: providedShared } };
    return stats;
  };
}

/**
 * The monolith build has no mf-manifest.json: it writes the same `metaData.firstLoad` (its
 * named chunk groups; nothing is shared) to `first-load.json`, so the storefront server
 * preloads its pages the same way and the comparison stays fair.
 */
class FirstLoadFilePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstLoadFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoadFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const data = { metaData: { firstLoad: { chunkGroups: namedChunkGroupFiles(compilation), shared: {} } } };
        compilation.emitAsset('first-load.json', new sources.RawSource(JSON.stringify(data, null, 2)));
      });
    });
  }
}

module.exports = { firstLoadManifestData, FirstLoadFilePlugin };
