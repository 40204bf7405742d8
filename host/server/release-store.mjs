// @ts-check
/**
 * The release manifest on disk (ADR 0024): read on every page (a release is a data change,
 * never a restart), changed only by a whole-file atomic write (a temporary file in the same
 * folder, then a rename), one change at a time, so a page never reads half a manifest and
 * two releases never lose each other's change. The storefront server's admin endpoints and
 * `pnpm release` without a server both change it through here.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readReleaseManifest } from './release-manifest.mjs';

/** @typedef {import('./release-manifest.mjs').ReleaseManifest} ReleaseManifest */

/** @param {string} manifestPath */
export function createReleaseStore(manifestPath) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  /** @returns {Promise<ReleaseManifest>} */
  const read = async () => readReleaseManifest(JSON.parse(await readFile(manifestPath, 'utf8')));

  /** @param {ReleaseManifest} manifest */
  async function write(manifest) {
    const temporary = path.join(path.dirname(manifestPath), `.${path.basename(manifestPath)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
      await rename(temporary, manifestPath);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    path: manifestPath,
    read,
    /**
     * Applies `change` to the manifest as it is now and writes the result, after any change
     * already under way; resolves with the new manifest, or rejects with `change`'s error
     * (a `ReleaseError` says why a release was refused) and leaves the file as it was.
     * @param {(manifest: ReleaseManifest) => ReleaseManifest} change
     * @returns {Promise<ReleaseManifest>}
     */
    update(change) {
      const next = queue.then(async () => {
        const changed = readReleaseManifest(change(await read()));
        await write(changed);
        return changed;
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
