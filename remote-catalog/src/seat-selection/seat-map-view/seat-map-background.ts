/**
 * The seller's background SVG, sanitised again here (ADR 0023: the API already did) and
 * turned into an image: the markup is parsed only in DOMPurify's and DOMParser's inert
 * documents and drawn on the canvas, so it never becomes live DOM. Browser only: DOMPurify is
 * imported when a map with a background first opens, never at module load (server renders).
 */

/** Longest side of the rasterised background (device px): sharp enough to zoom in, cheap to blit every frame. */
const MAX_RASTER_SIDE = 2560;

/** The markup as a standalone SVG document with an explicit size (an `<img>` needs one), or null when nothing drawable is left. */
export async function sanitiseBackground(markup: string, width: number, height: number): Promise<string | null> {
  if (!markup.trim()) return null;
  const { default: DOMPurify } = await import('dompurify');
  const fragment = DOMPurify.sanitize(markup, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM_FRAGMENT: true });
  const svg = fragment.querySelector('svg');
  if (!svg) return null;
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  if (!svg.hasAttribute('viewBox')) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  return new XMLSerializer().serializeToString(svg);
}

/** The sanitised background rasterised once to a canvas of at most MAX_RASTER_SIDE px, or null (none, or it failed to load). */
export async function loadBackground(markup: string, width: number, height: number): Promise<HTMLCanvasElement | null> {
  const svg = await sanitiseBackground(markup, width, height);
  if (!svg || width <= 0 || height <= 0) return null;
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = MAX_RASTER_SIDE / Math.max(width, height);
    const raster = document.createElement('canvas');
    raster.width = Math.round(width * scale);
    raster.height = Math.round(height * scale);
    const ctx = raster.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(image, 0, 0, raster.width, raster.height);
    return raster;
  } catch {
    // An SVG the browser cannot decode: the seats are drawn without it.
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
