/**
 * The browser builds provide react-router tree-shaken to the exports SHARED lists (ADR 0018).
 * An import of any other export would be missing from the host's copy at run time, so every
 * react-router import in the parts' sources must name only listed exports.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { SHARED } = createRequire(import.meta.url)('./webpack.base.cjs');
const SOURCE_DIRS = ['host/src', 'remote-catalog/src', 'remote-checkout/src', 'remote-account/src', 'shared/src'];
const ROUTER_IMPORT = /(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]react-router['"]/g;

/** @param {string} dir @returns {Generator<string>} */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield file;
  }
}

/** Value (not type-only) names a file imports or re-exports from react-router; `*` for a namespace. @param {string} source */
export function routerImports(source) {
  /** @type {string[]} */
  const names = [];
  for (const [, , typeOnly, clause = ''] of source.matchAll(ROUTER_IMPORT)) {
    if (typeOnly) continue;
    if (/^\*/.test(clause) || /,\s*\*/.test(clause)) names.push('*');
    const braces = clause.match(/\{([^}]*)\}/);
    if (!braces) {
      if (clause.trim() && !clause.trim().startsWith('*')) names.push('default');
      continue;
    }
    for (const specifier of (braces[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (specifier.startsWith('type ')) continue;
      names.push(specifier.split(/\s+as\s+/)[0] ?? specifier);
    }
  }
  return names;
}

test('the reader finds value imports and skips type-only ones', () => {
  const source = [
    "import { Link, type NavigateOptions, useNavigate as go } from 'react-router';",
    "import type { Location } from 'react-router';",
    "export { Outlet } from \"react-router\";",
    "import * as Router from 'react-router';",
  ].join('\n');
  assert.deepEqual(routerImports(source), ['Link', 'useNavigate', 'Outlet', '*']);
});

test('every react-router export the sources use is in the shared tree-shaking list', () => {
  const listed = new Set(SHARED['react-router'].treeShaking.usedExports);
  const missing = [];
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const name of routerImports(readFileSync(file, 'utf8'))) {
        if (!listed.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'add these to ROUTER_EXPORTS in scripts/webpack.base.cjs (or import them differently)');
});
