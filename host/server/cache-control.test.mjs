import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheControlFor } from './cache-control.mjs';

test('hashed chunks are cached for a year; entries, pages and failures are revalidated', () => {
  assert.equal(cacheControlFor('/chunks/123.abc.js', 200), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/chunks/gone.js', 404), 'no-cache');
  assert.equal(cacheControlFor('/remoteEntry.js', 200), 'no-cache');
  assert.equal(cacheControlFor('/events', 200), 'no-cache');
});
