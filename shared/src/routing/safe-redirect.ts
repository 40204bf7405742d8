/**
 * Any origin works as the base: a path that starts with one '/' keeps whatever origin it
 * is resolved against, and anything that would leave it (`//host`, `/\host`, a scheme)
 * changes it. A fixed one keeps the check the same in the browser and on the server.
 */
const BASE = 'https://storefront.invalid';
const LEAVES_THE_PATH = /^[/\\]{2}/;

/** C0 controls and DEL: never part of a path a link of ours produces. */
const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * Where a `?redirect=` or `?next=` value may send the visitor: a path on this storefront
 * (path, query and fragment as the URL parser normalises them), else `fallback`. Refused:
 * anything not starting with a single '/', control characters (the URL parser drops tabs and
 * newlines, so `/\t/evil.example` would become `//evil.example`), and a path whose decoded
 * form starts with `//` or `/\` (a router or server that decodes it would leave the site).
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || LEAVES_THE_PATH.test(value) || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (LEAVES_THE_PATH.test(decodedPath) || hasControlCharacter(decodedPath)) return fallback;
  return url.pathname + url.search + url.hash;
}
