/**
 * @jest-environment node
 */
// The checkout remote's doors must be importable on the server (DESIGN.md: the first screen
// comes with the HTML): no window, document or localStorage touched at module load.
describe('the exposed modules on the server', () => {
  it.each(['./routes', './cart-widget', './cart-dialogs'])('%s imports with no browser globals', async (path) => {
    expect(typeof window).toBe('undefined');
    const mod = (await import(path)) as Record<string, unknown>;
    expect(Object.keys(mod).length).toBeGreaterThan(0);
  });
});
