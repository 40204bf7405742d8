import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createManifestReader, withAbsoluteEntries } from './page-remotes.mjs';

/** @type {import('./release-manifest.mjs').ReleaseManifest} */
const manifest = { version: 2, remotes: {} };

describe('createManifestReader', () => {
  it('answers the last manifest read while the file is broken, logging the failure once', async () => {
    const results = [manifest, new SyntaxError('Unexpected end of JSON input'), new SyntaxError('Unexpected end of JSON input')];
    const store = { path: '/x/remotes.json', read: async () => { const next = results.shift(); if (next instanceof Error) throw next; return /** @type {typeof manifest} */ (next); } };
    /** @type {string[]} */
    const logged = [];
    const reader = createManifestReader(store, { error: (_details, message) => logged.push(message) });
    assert.equal(await reader.current(), manifest);
    assert.equal(await reader.current(), manifest);
    assert.equal(await reader.current(), manifest);
    assert.deepEqual(logged, ['remotes manifest unreadable; pages use the last one read']);
  });

  it('answers null when no manifest was ever read', async () => {
    const reader = createManifestReader({ path: '/x', read: async () => { throw new Error('ENOENT'); } }, { error: () => undefined });
    assert.equal(await reader.current(), null);
  });
});

describe('withAbsoluteEntries', () => {
  it("makes paths absolute against the server's address and leaves URLs as they are", () => {
    /** @type {{ remotes: import('./release-manifest.mjs').ResolvedRemote[] }} */
    const remotes = {
      remotes: [
        { name: 'catalog', version: '2', via: 'seller', entry: '/releases/catalog/2/remoteEntry.js', fallback: { version: '1', entry: '/releases/catalog/1/remoteEntry.js', serverEntry: '/releases/catalog/1/server/remoteEntry.js' } },
        { name: 'checkout', version: 'current', via: 'default', entry: 'https://cdn.example/checkout/remoteEntry.js' },
      ],
    };
    assert.deepEqual(withAbsoluteEntries(remotes, 'http://127.0.0.1:3000'), {
      remotes: [
        {
          name: 'catalog',
          version: '2',
          via: 'seller',
          entry: 'http://127.0.0.1:3000/releases/catalog/2/remoteEntry.js',
          fallback: { version: '1', entry: 'http://127.0.0.1:3000/releases/catalog/1/remoteEntry.js', serverEntry: 'http://127.0.0.1:3000/releases/catalog/1/server/remoteEntry.js' },
        },
        { name: 'checkout', version: 'current', via: 'default', entry: 'https://cdn.example/checkout/remoteEntry.js' },
      ],
    });
  });
});
