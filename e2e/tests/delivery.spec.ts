import { expect, test } from '../fixtures';

test('the manifest and entries are revalidated, hashed chunks cached, everything served compressed', async ({
  request,
  stack,
}) => {
  const manifest = await request.get('/remotes.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect((await manifest.json()).remotes.map((r: { name: string }) => r.name).sort()).toEqual(['account', 'catalog', 'checkout']);

  const page = await request.get('/events');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(await page.text()).toContain('window.__STOREFRONT__=');

  const main = await request.get('/main.js', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(main.headers()['content-encoding']).toBe('br');
  expect(main.headers()['cache-control']).toBe('no-cache');

  const entry = await request.get(stack.defaultRemotes[0]!.entry, { headers: { 'accept-encoding': 'gzip' } });
  expect(entry.headers()['content-encoding']).toBe('gzip');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['cache-control']).toBe('no-cache');

  const remoteManifest = await request.get(stack.defaultRemotes[0]!.entry.replace('remoteEntry.js', 'mf-manifest.json'));
  const chunk: string = (await remoteManifest.json()).exposes[0].assets.js.sync[0];
  expect(chunk).toMatch(/^chunks\//);
  const chunkResponse = await request.get(stack.defaultRemotes[0]!.entry.replace('remoteEntry.js', chunk));
  expect(chunkResponse.headers()['cache-control']).toContain('immutable');
});
