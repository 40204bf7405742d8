/**
 * The seat map's view transform (spec 01 §9): screen = map × scale + offset, where scale is
 * the scale that fits the whole map in the view times the zoom (1–8). Pure: the view keeps
 * one `Viewport` in state and replaces it on every zoom or pan.
 */

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
export const ZOOM_IN_FACTOR = 2;
export const ZOOM_OUT_FACTOR = 0.75;
/** How far (CSS px) the drawing may be pulled away from the view's edge. */
export const PAN_MARGIN = 50;
/** How far one press of a pan button moves the view: a quarter of its width or height. */
export const PAN_BUTTON_STEP = 0.25;

/** Where a pan button moves the view to: 'left' shows more of what is left of it. */
export type PanDirection = 'left' | 'right' | 'up' | 'down';

export interface Point {
  x: number;
  y: number;
}

/** The map's size (map units) and the view's (CSS px). */
export interface Frame {
  mapWidth: number;
  mapHeight: number;
  viewWidth: number;
  viewHeight: number;
}

/** The zoom and where the map's origin sits on screen (CSS px). */
export interface Viewport {
  zoom: number;
  offsetX: number;
  offsetY: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Screen px per map unit at zoom 1: the whole map fits the view. */
export function fitScale(frame: Frame): number {
  if (frame.mapWidth <= 0 || frame.mapHeight <= 0 || frame.viewWidth <= 0 || frame.viewHeight <= 0) return 1;
  return Math.min(frame.viewWidth / frame.mapWidth, frame.viewHeight / frame.mapHeight);
}

export function scaleOf(frame: Frame, viewport: Viewport): number {
  return fitScale(frame) * viewport.zoom;
}

/** Zoom 1 with the map centred in the view. */
export function fittedViewport(frame: Frame): Viewport {
  const scale = fitScale(frame);
  return {
    zoom: MIN_ZOOM,
    offsetX: (frame.viewWidth - frame.mapWidth * scale) / 2,
    offsetY: (frame.viewHeight - frame.mapHeight * scale) / 2,
  };
}

/** One axis: the drawing's edges stay within PAN_MARGIN of the view's (centred when it is smaller). */
function clampAxis(offset: number, contentSize: number, viewSize: number): number {
  const a = PAN_MARGIN;
  const b = viewSize - contentSize - PAN_MARGIN;
  return clamp(offset, Math.min(a, b), Math.max(a, b));
}

/** The viewport with its offset pulled back so the drawing leaves the view by at most the margin. */
export function clampPan(frame: Frame, viewport: Viewport): Viewport {
  const scale = scaleOf(frame, viewport);
  return {
    zoom: viewport.zoom,
    offsetX: clampAxis(viewport.offsetX, frame.mapWidth * scale, frame.viewWidth),
    offsetY: clampAxis(viewport.offsetY, frame.mapHeight * scale, frame.viewHeight),
  };
}

export function toMap(frame: Frame, viewport: Viewport, screen: Point): Point {
  const scale = scaleOf(frame, viewport);
  return { x: (screen.x - viewport.offsetX) / scale, y: (screen.y - viewport.offsetY) / scale };
}

export function toScreen(frame: Frame, viewport: Viewport, map: Point): Point {
  const scale = scaleOf(frame, viewport);
  return { x: map.x * scale + viewport.offsetX, y: map.y * scale + viewport.offsetY };
}

/** Multiply the zoom by `factor` (within 1–8), keeping the map point under `anchor` (screen) in place. */
export function zoomAt(frame: Frame, viewport: Viewport, factor: number, anchor: Point): Viewport {
  const zoom = clamp(viewport.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const under = toMap(frame, viewport, anchor);
  const scale = fitScale(frame) * zoom;
  return clampPan(frame, { zoom, offsetX: anchor.x - under.x * scale, offsetY: anchor.y - under.y * scale });
}

/** Zoom around the view's centre (the zoom buttons and the '+'/'-' keys). */
export function zoomAtCentre(frame: Frame, viewport: Viewport, factor: number): Viewport {
  return zoomAt(frame, viewport, factor, { x: frame.viewWidth / 2, y: frame.viewHeight / 2 });
}

export function panBy(frame: Frame, viewport: Viewport, dx: number, dy: number): Viewport {
  return clampPan(frame, { ...viewport, offsetX: viewport.offsetX + dx, offsetY: viewport.offsetY + dy });
}

/** A pan button's move (WCAG 2.5.7: dragging's single-pointer alternative). */
export function panToward(frame: Frame, viewport: Viewport, direction: PanDirection): Viewport {
  const x = frame.viewWidth * PAN_BUTTON_STEP;
  const y = frame.viewHeight * PAN_BUTTON_STEP;
  const moves: Record<PanDirection, [number, number]> = { left: [x, 0], right: [-x, 0], up: [0, y], down: [0, -y] };
  return panBy(frame, viewport, ...moves[direction]);
}

/** Whether a pan button would move the view at all (the drawing is already at that edge's margin otherwise). */
export function canPan(frame: Frame, viewport: Viewport, direction: PanDirection): boolean {
  const next = panToward(frame, viewport, direction);
  return next.offsetX !== viewport.offsetX || next.offsetY !== viewport.offsetY;
}

/** The least pan that brings a map circle (a seat) fully on screen with `padding` px to spare. */
export function panToShow(frame: Frame, viewport: Viewport, centre: Point, radius: number, padding = 8): Viewport {
  const at = toScreen(frame, viewport, centre);
  const reach = radius * scaleOf(frame, viewport) + padding;
  const shift = (position: number, size: number) => {
    if (position - reach < 0) return reach - position;
    if (position + reach > size) return size - reach - position;
    return 0;
  };
  const dx = shift(at.x, frame.viewWidth);
  const dy = shift(at.y, frame.viewHeight);
  return dx === 0 && dy === 0 ? viewport : panBy(frame, viewport, dx, dy);
}

export const canZoomIn = (viewport: Viewport) => viewport.zoom < MAX_ZOOM;
export const canZoomOut = (viewport: Viewport) => viewport.zoom > MIN_ZOOM;
