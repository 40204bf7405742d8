import { resolve } from 'node:path';

/**
 * The package root, found the same way from `src/` (tests, tsx) and from `dist/` (the
 * build): both sit directly below it, so migrations and assets ship beside `dist/`.
 */
export const packageRoot = resolve(__dirname, '..');
export const migrationsDir = resolve(packageRoot, 'migrations');
export const imagesDir = resolve(packageRoot, 'assets', 'images');
export const defaultDataDir = resolve(packageRoot, '.data', 'pglite');
