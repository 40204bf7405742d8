import {
  MAX_ZOOM,
  PAN_MARGIN,
  canPan,
  canZoomIn,
  canZoomOut,
  clampPan,
  fittedViewport,
  panBy,
  panToShow,
  panToward,
  scaleOf,
  toMap,
  toScreen,
  zoomAt,
  zoomAtCentre,
  type Frame,
} from './viewport';

// A 1000 × 500 map in an 800 × 600 view: fitted at 0.8 px per unit, 400 px tall, 100 px above and below.
const frame: Frame = { mapWidth: 1000, mapHeight: 500, viewWidth: 800, viewHeight: 600 };
const fitted = fittedViewport(frame);

describe('fitting', () => {
  it('shows the whole map centred at zoom 1', () => {
    expect(fitted).toEqual({ zoom: 1, offsetX: 0, offsetY: 100 });
    expect(scaleOf(frame, fitted)).toBe(0.8);
  });

  it('converts between screen and map both ways', () => {
    const viewport = { zoom: 2.5, offsetX: -120, offsetY: 40 }; // 2 px per unit
    expect(toScreen(frame, viewport, { x: 100, y: 50 })).toEqual({ x: 80, y: 140 });
    expect(toMap(frame, viewport, { x: 80, y: 140 })).toEqual({ x: 100, y: 50 });
  });
});

describe('zoom (spec 01 §9: 1–8, ×2 in, ×0.75 out)', () => {
  it('doubles around the centre and keeps the centre in place', () => {
    const zoomed = zoomAtCentre(frame, fitted, 2);
    expect(zoomed.zoom).toBe(2);
    expect(toMap(frame, zoomed, { x: 400, y: 300 })).toEqual(toMap(frame, fitted, { x: 400, y: 300 }));
  });

  it('keeps the map point under the cursor under it', () => {
    const cursor = { x: 650, y: 220 };
    const before = toMap(frame, fitted, cursor);
    const after = zoomAt(frame, fitted, 2, cursor);
    const again = toMap(frame, after, cursor);
    expect(again.x).toBeCloseTo(before.x, 9);
    expect(again.y).toBeCloseTo(before.y, 9);
  });

  it('stops at 8 and at 1', () => {
    let viewport = fitted;
    for (let i = 0; i < 5; i++) viewport = zoomAtCentre(frame, viewport, 2);
    expect(viewport.zoom).toBe(MAX_ZOOM);
    expect(canZoomIn(viewport)).toBe(false);
    expect(zoomAtCentre(frame, viewport, 0.75).zoom).toBe(6);
    for (let i = 0; i < 10; i++) viewport = zoomAtCentre(frame, viewport, 0.75);
    expect(viewport.zoom).toBe(1);
    expect(canZoomOut(viewport)).toBe(false);
  });
});

describe('pan (spec 01 §9: margin 50)', () => {
  const zoomed = zoomAtCentre(frame, fitted, 2); // the map is 1600 × 800 px on an 800 × 600 view

  it('moves freely inside the limits', () => {
    const moved = panBy(frame, zoomed, 30, -20);
    expect(moved.offsetX).toBe(zoomed.offsetX + 30);
    expect(moved.offsetY).toBe(zoomed.offsetY - 20);
  });

  it('lets the drawing leave the view by the margin and no more', () => {
    expect(panBy(frame, zoomed, 5000, 5000)).toMatchObject({ offsetX: PAN_MARGIN, offsetY: PAN_MARGIN });
    expect(panBy(frame, zoomed, -5000, -5000)).toMatchObject({ offsetX: 800 - 1600 - PAN_MARGIN, offsetY: 600 - 800 - PAN_MARGIN });
  });

  it('keeps a map smaller than the view within the margin of its edges', () => {
    // At zoom 1 the map is 400 px tall in 600: it may slide between 50 px from the top and 50 px from the bottom.
    expect(clampPan(frame, { ...fitted, offsetY: -300 }).offsetY).toBe(PAN_MARGIN);
    expect(clampPan(frame, { ...fitted, offsetY: 900 }).offsetY).toBe(600 - 400 - PAN_MARGIN);
    expect(clampPan(frame, fitted)).toEqual(fitted);
  });

  it('brings an off-screen seat into view with the least pan, and leaves a visible one alone', () => {
    const seat = { x: 980, y: 250 }; // near the right edge: off screen at zoom 2 centred
    expect(toScreen(frame, zoomed, seat).x).toBeGreaterThan(800);
    const shown = panToShow(frame, zoomed, seat, 8);
    const at = toScreen(frame, shown, seat);
    expect(at.x + 8 * scaleOf(frame, shown)).toBeLessThanOrEqual(800);
    expect(at.x).toBeGreaterThan(700);
    expect(shown.offsetY).toBe(zoomed.offsetY);
    expect(panToShow(frame, shown, seat, 8)).toBe(shown);
  });
});

describe('the pan buttons (a drag without dragging)', () => {
  it('move a quarter of the view towards their direction, within the margin', () => {
    const zoomed = { zoom: 2, offsetX: -400, offsetY: -200 }; // 1.6 px per unit: 1600 × 800 on screen
    expect(panToward(frame, zoomed, 'left')).toEqual({ zoom: 2, offsetX: -200, offsetY: -200 });
    expect(panToward(frame, zoomed, 'right')).toEqual({ zoom: 2, offsetX: -600, offsetY: -200 });
    expect(panToward(frame, zoomed, 'up')).toEqual({ zoom: 2, offsetX: -400, offsetY: -50 });
    expect(panToward(frame, zoomed, 'down')).toEqual({ zoom: 2, offsetX: -400, offsetY: -250 });
    // At the right edge already (the drawing's right edge 50 px inside the view): 'right' does nothing.
    const atRightEdge = { zoom: 2, offsetX: 800 - 1600 - PAN_MARGIN, offsetY: -200 };
    expect(canPan(frame, atRightEdge, 'right')).toBe(false);
    expect(canPan(frame, atRightEdge, 'left')).toBe(true);
  });

  it('only nudge the fitted map by its margin, and stop there', () => {
    expect(panToward(frame, fitted, 'left')).toEqual({ zoom: 1, offsetX: PAN_MARGIN, offsetY: 100 });
    // 400 px tall in a 600 px view: it may go as far as 50 px from the top or the bottom.
    const atTop = panToward(frame, fitted, 'down');
    expect(atTop).toEqual({ zoom: 1, offsetX: 0, offsetY: PAN_MARGIN });
    expect(canPan(frame, atTop, 'down')).toBe(false);
    expect(canPan(frame, atTop, 'up')).toBe(true);
  });
});
