/** An image's box in CSS pixels, and how many image pixels to ask for per CSS pixel. */
export interface ImageSize {
  width: number;
  height: number;
  density: number;
}

/**
 * Spec 01 §9 image sizes. `width` and `height` go on the `<img>` so the browser reserves the
 * box before the image arrives; the teams' CSS keeps that ratio when the box is resized.
 */
export const IMAGE_SIZES = {
  teaser: { width: 272, height: 216, density: 2 },
  // The spec fixes the width only. 2:1 is the ratio of the seller art (1500 × 750) and of the
  // box the event page's CSS crops every cover to. 1500 already covers the widest column
  // (about 770 px) twice over, so it is not doubled again.
  cover: { width: 1500, height: 750, density: 1 },
  cartThumbnail: { width: 64, height: 51, density: 2 },
} as const satisfies Record<string, ImageSize>;

/** Where the platform API serves images; it takes size parameters (spec 01 §7). */
const API_IMAGE_PATH = '/api/images/';

/** The path of an absolute or relative address; '' when it cannot be parsed. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return '';
  }
}

/**
 * The address to load `url` at `size`: the API's images are asked for at `density` times the
 * box ("requests doubled"). Other addresses are left as they are: their size parameters, if
 * any, are unknown, and a signed address would break.
 */
export function imageRequestUrl(url: string, size: ImageSize): string {
  if (!pathOf(url).startsWith(API_IMAGE_PATH)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}width=${size.width * size.density}&height=${size.height * size.density}`;
}
