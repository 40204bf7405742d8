import { resolve } from 'node:path';

/**
 * The package root, found the same way from `src/` (tests, tsx) and from `dist/` (the
 * build): both sit directly below it, so migrations and assets ship beside `dist/`.
 */
export const packageRoot = resolve(__dirname, '..');
export const migrationsDir = resolve(packageRoot, 'migrations');
export const imagesDir = resolve(packageRoot, 'assets', 'images');
export const defaultDataDir = resolve(packageRoot, '.data', 'pglite');
/** The demo sellers' catalogue files, loaded by `demo:load` through the venue import (ADR 0033). */
export const demoSellersDir = resolve(packageRoot, 'demo', 'sellers');
/** The published JSON Schema of a catalogue file, generated from `venue-import/catalogue-schema.ts`. */
export const venueSchemaPath = resolve(packageRoot, 'venue-import', 'venue.schema.json');
