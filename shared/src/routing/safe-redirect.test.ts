import { safeRedirectPath } from './safe-redirect';

const FALLBACK = '/events';

describe('safeRedirectPath', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/events/ev-2?date=2026-11-23#tickets', '/events/ev-2?date=2026-11-23#tickets'],
    ['/my/orders?page=2', '/my/orders?page=2'],
    ['/events/../checkout', '/checkout'],
    ['/events/caf%C3%A9', '/events/caf%C3%A9'],
  ])('follows the storefront path %j', (value, expected) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/events'],
    ['backslash host', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['absolute https', 'https://evil.example'],
    ['absolute https to a path', 'https://evil.example/events'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash then slash', '/%2F/evil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['carriage return inside', '/events\r\nLocation: https://evil.example'],
    ['NUL', '/events\u0000'],
    ['encoded newline', '/%0A/evil.example'],
    ['relative path', 'events'],
    ['dot-relative path', './events'],
    ['leading space', ' /events'],
    ['malformed %-encoding', '/%E0%A4%A'],
    ['empty', ''],
  ])('refuses %s (%j)', (_name, value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it('gives the fallback when there is no value', () => {
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(undefined, '/checkout')).toBe('/checkout');
  });
});
