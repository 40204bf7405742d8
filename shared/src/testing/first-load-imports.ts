/**
 * Issue 11 keeps the first load of a page small: the modules every page loads (the shared
 * package's main entry, the header's and the event page's slots) must not reach the form
 * libraries through static imports. Forms load them from lazy chunks (`import()`), which a
 * bundler splits off. Each package with such modules keeps that true with one
 * `first-load-imports.test.ts` that calls `describeFirstLoadImports`.
 */
import { dirname, relative } from 'node:path';
import ts from 'typescript';

/** Packages only forms need: react-hook-form, its yup resolver, and yup (shared/validation). */
export const FORM_LIBRARIES = ['react-hook-form', '@hookform/resolvers', 'yup'];

const RESOLUTION: ts.CompilerOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext };

/** The module specifiers of a file's static imports and re-exports that survive compilation (type-only ones are erased). */
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** 'yup' for 'yup', '@hookform/resolvers' for '@hookform/resolvers/yup'. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * Every chain of static imports from `entry` to one of `packages`, as
 * 'member-menu.tsx → login/login-page.tsx → react-hook-form' (paths relative to the entry's
 * folder); none when the entry's chunk can load without them. The storefront's own sources
 * (`@storefront/shared` and its subpaths included) are followed; other packages are not.
 */
export function importChainsTo(entry: string, packages: string[]): string[] {
  const root = dirname(entry);
  const cameFrom = new Map<string, string | null>([[entry, null]]);
  const chainTo = (file: string): string[] => {
    const parent = cameFrom.get(file);
    return [...(parent ? chainTo(parent) : []), relative(root, file)];
  };
  const chains: string[] = [];
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of staticSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, RESOLUTION, ts.sys).resolvedModule?.resolvedFileName;
      const isOwnSource = resolved && !resolved.includes('/node_modules/') && !resolved.endsWith('.d.ts');
      if (isOwnSource) {
        if (!cameFrom.has(resolved)) {
          cameFrom.set(resolved, file);
          queue.push(resolved);
        }
      } else if (!specifier.startsWith('.') && packages.includes(packageOf(specifier))) {
        chains.push([...chainTo(file), specifier].join(' → '));
      }
    }
  }
  return chains;
}

/** One test per first-load module (absolute path → why every page loads it): no static import reaches a form library. */
export function describeFirstLoadImports(entries: Record<string, string>): void {
  describe('first-load modules reach no form library through static imports', () => {
    it.each(Object.entries(entries))('%s (%s)', (entry) => {
      expect(importChainsTo(entry, FORM_LIBRARIES)).toEqual([]);
    });
  });
}
