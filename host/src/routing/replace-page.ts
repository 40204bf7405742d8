/** Leaves the storefront for a full URL, replacing this page in history (a seam for tests: jsdom cannot navigate). */
export function replacePage(url: string): void {
  window.location.replace(url);
}
