// The built API runs on plain Node, which cannot load the workspace's TypeScript. The parts of
// @storefront/shared the API uses at run time (the wire contract's constants, the password
// rules and the order rules, all without dependencies) are compiled here into dist/node_modules/@storefront/shared,
// which Node's resolution finds from dist/ before the workspace link. Types come from the
// workspace as before; a new runtime import from shared must be listed in ENTRIES.
const { mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const sharedDir = path.resolve(__dirname, '..', '..', 'shared');
const outDir = path.resolve(__dirname, '..', 'dist', 'node_modules', '@storefront', 'shared');

/** Package subpath → its source: a folder (every non-test module in it) or one file. */
const ENTRIES = {
  './wire': { dir: 'src/wire', main: 'index' },
  './contract': { dir: 'src/contract', main: 'index' },
  './validation/password-rules': { file: 'src/validation/password-rules.ts' },
  './domain/order-rules': { file: 'src/domain/order-rules.ts' },
};

function compile(relative) {
  const source = readFileSync(path.join(sharedDir, relative), 'utf8');
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName: relative,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  if (diagnostics?.length) throw new Error(`${relative}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
  const target = path.join(outDir, relative.replace(/\.ts$/, '.js'));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, outputText);
}

const packageExports = {};
for (const [subpath, entry] of Object.entries(ENTRIES)) {
  if (entry.dir) {
    for (const name of readdirSync(path.join(sharedDir, entry.dir))) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) compile(`${entry.dir}/${name}`);
    }
    packageExports[subpath] = `./${entry.dir}/${entry.main}.js`;
  } else {
    compile(entry.file);
    packageExports[subpath] = `./${entry.file.replace(/\.ts$/, '.js')}`;
  }
}
const { name, version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
writeFileSync(path.join(outDir, 'package.json'), JSON.stringify({ name, version, private: true, exports: packageExports }, null, 2));

// A runtime import of shared that is not compiled here would only fail when the API starts:
// fail the build instead, naming the file.
const distDir = path.resolve(__dirname, '..', 'dist');
const unlisted = [];
(function scan(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') scan(file);
    } else if (entry.name.endsWith('.js')) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/require\("@storefront\/shared(\/[^"]*)?"\)/g)) {
        if (!packageExports[`.${specifier ?? ''}`]) unlisted.push(`${path.relative(distDir, file)}: @storefront/shared${specifier ?? ''}`);
      }
    }
  }
})(distDir);
if (unlisted.length > 0) {
  console.error(`Runtime imports of @storefront/shared that api/scripts/build-shared.cjs does not compile (add them to ENTRIES):\n${unlisted.join('\n')}`);
  process.exit(1);
}
