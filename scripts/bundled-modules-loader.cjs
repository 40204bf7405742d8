/**
 * The monolith build (issue 11): replaces the seam's empty map
 * (shared/src/federation/bundled-modules.ts) with one entry per exposed module, id → its own
 * `import()`, so each remote module is a lazy chunk of the host as it is a remote chunk in
 * the federated build. `options.modules`: id → absolute source path.
 */
/** @this {import('webpack').LoaderContext<{ modules: Record<string, string> }>} */
module.exports = function bundledModulesLoader() {
  const { modules } = this.getOptions();
  const entries = Object.entries(modules).map(
    ([id, file]) =>
      `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(id.replace('/', '-'))} */ ${JSON.stringify(file)}),`,
  );
  return `export const bundledModules = {\n${entries.join('\n')}\n};\n`;
};
