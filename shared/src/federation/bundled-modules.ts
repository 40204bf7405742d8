/**
 * The monolith build's exposed modules, by id ('catalog/routes' → its `import()`). That build
 * generates this module's contents from the remotes' `exposes`
 * (scripts/bundled-modules-loader.cjs); the federated builds load exposed modules through
 * Module Federation and leave this empty map out.
 */
export const bundledModules: Readonly<Record<string, () => Promise<unknown>>> = {};
