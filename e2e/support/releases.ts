import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { RELEASES_ADMIN_TOKEN, type Stack } from '../fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The release endpoints' authorisation in the e2e stack. */
export const ADMIN_HEADERS = { authorization: `Bearer ${RELEASES_ADMIN_TOKEN}` };

/**
 * `pnpm publish:remote|release|rollback|releases` as a release engineer runs them, against the
 * stack's storefront; asynchronously, since that storefront runs in the test's own process.
 * Rejects with `{ code, stderr }` when the command refuses.
 */
export async function releases(stack: Stack, ...args: string[]): Promise<string> {
  const cli = [path.join(root, 'scripts/releases.mjs'), ...args, '--server', stack.url, '--token', RELEASES_ADMIN_TOKEN, '--releases-dir', stack.releasesDir];
  return (await run(process.execPath, cli, { encoding: 'utf8' })).stdout;
}

/** A refused command's exit code and message (0 and '' when it was not refused). */
export const refusal = (command: Promise<string>) =>
  command.then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
