/**
 * Issue 11 renders the storefront on the server, which has no DOM: every module must be
 * importable without touching `window`, `document`, storage and the like at module load
 * (inside functions, effects and handlers is fine). Each package keeps that true with one
 * `server-import.test.ts` in jest's node environment that calls `describeServerImports`.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Browser globals that some Node versions also define (`navigator` since Node 21, Web
 * Storage since Node 25). They are removed so a module that reads one at load fails on
 * every Node, as it would on a server render that has none of them.
 */
const BROWSER_GLOBALS_IN_NEWER_NODE = ['navigator', 'localStorage', 'sessionStorage'];

const isModule = (path: string) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts');

/**
 * Tests and the helpers only tests import (`testing/`, `test-*.ts`, `*-test-helpers.tsx`):
 * they never reach a build, and many import Testing Library, which registers jest hooks
 * when imported, something jest refuses inside a test.
 */
const isTestCode = (path: string) =>
  /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path) || /(^|\/)test-[^/]+$/.test(path) || /-test-helpers\.tsx?$/.test(path);

/** Paths relative to `srcDir` of every source module under it, test code and type declarations left out. */
export function sourceModules(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => isModule(path) && !isTestCode(path))
    .sort();
}

/** Where in the storefront's own code the failure was thrown: the first stack frame outside node_modules. */
function thrownAt(error: Error): string {
  const frame = error.stack?.split('\n').find((line) => line.trim().startsWith('at ') && !line.includes('node_modules'));
  return frame ? ` (${frame.trim()})` : '';
}

/**
 * One test per source module of `srcDir`: importing it in a plain Node environment does not
 * throw. `browserEntryPoints` maps each module left out (path relative to `srcDir`) to the
 * reason it only ever runs in a browser.
 */
export function describeServerImports(srcDir: string, browserEntryPoints: Record<string, string>): void {
  const modules = sourceModules(srcDir);

  describe('every module imports on the server (no DOM)', () => {
    beforeAll(() => {
      for (const name of BROWSER_GLOBALS_IN_NEWER_NODE) Reflect.deleteProperty(globalThis, name);
    });

    it('runs without browser globals', () => {
      expect(typeof window).toBe('undefined');
      expect(typeof document).toBe('undefined');
      for (const name of BROWSER_GLOBALS_IN_NEWER_NODE) expect(globalThis).not.toHaveProperty(name);
    });

    it('leaves out only browser entry points that exist', () => {
      expect(modules).toEqual(expect.arrayContaining(Object.keys(browserEntryPoints)));
    });

    it.each(modules.filter((path) => !(path in browserEntryPoints)))('%s', async (path) => {
      try {
        await import(join(srcDir, path));
      } catch (error) {
        const reason = error instanceof Error ? `${error.message}${thrownAt(error)}` : String(error);
        throw new Error(`${relative(process.cwd(), join(srcDir, path))} cannot be imported on the server: ${reason}`, { cause: error });
      }
    });
  });
}
