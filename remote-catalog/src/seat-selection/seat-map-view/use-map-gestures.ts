import { useEffect, useRef, type RefObject } from 'react';
import type { Point } from './viewport';

/** Movement (CSS px) after which a press is a drag, not a click. */
const DRAG_THRESHOLD = 4;
/** Wheel delta (px) that zooms by a factor of e: a notch (about 100 px) zooms by about 1.2. */
const WHEEL_PX_PER_E = 550;
const LINE_HEIGHT_PX = 16;

export interface GestureHandlers {
  /** Move the drawing by (dx, dy) CSS px. */
  pan(dx: number, dy: number): void;
  /** Multiply the zoom by `factor` around `anchor` (canvas CSS px). */
  zoom(factor: number, anchor: Point): void;
  /** A click or tap that did not drag, at a canvas point. */
  tap(point: Point, pointerType: string): void;
}

/**
 * Pointer and wheel input on the map's canvas (issue 15): one pointer drags to pan (captured,
 * so a drag leaving the canvas keeps going), two pinch to zoom around their centre, the wheel
 * pans (zooms around the cursor with Ctrl or ⌘), and a press that moved less than
 * DRAG_THRESHOLD is a tap.
 */
export function useMapGestures(canvasRef: RefObject<HTMLCanvasElement | null>, handlers: GestureHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pointers = new Map<number, Point>();
    let dragged = false;
    let start: Point | null = null;
    const at = (event: { clientX: number; clientY: number }): Point => {
      const box = canvas.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const pinch = () => {
      const [a, b] = [...pointers.values()];
      return { centre: { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 }, distance: Math.hypot(a!.x - b!.x, a!.y - b!.y) };
    };

    const down = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      canvas.setPointerCapture?.(event.pointerId);
      pointers.set(event.pointerId, at(event));
      if (pointers.size === 1) {
        dragged = false;
        start = at(event);
      } else {
        dragged = true; // a second finger: a pinch, never a tap
      }
    };
    const move = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) return;
      const point = at(event);
      if (pointers.size >= 2) {
        const before = pinch();
        pointers.set(event.pointerId, point);
        const after = pinch();
        latest.current.pan(after.centre.x - before.centre.x, after.centre.y - before.centre.y);
        if (before.distance > 0) latest.current.zoom(after.distance / before.distance, after.centre);
        return;
      }
      pointers.set(event.pointerId, point);
      if (!dragged && start && Math.hypot(point.x - start.x, point.y - start.y) < DRAG_THRESHOLD) return;
      dragged = true;
      latest.current.pan(point.x - previous.x, point.y - previous.y);
    };
    const up = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId)) return;
      if (pointers.size === 0 && !dragged) latest.current.tap(at(event), event.pointerType);
    };
    const cancel = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      dragged = true;
    };
    // The wheel pans (issue 15: pan by pointer, touch and wheel); with Ctrl or ⌘ it zooms around
    // the cursor, which is also what a trackpad's pinch sends.
    const wheel = (event: WheelEvent) => {
      event.preventDefault(); // over the map only: the page scrolls everywhere else
      const unit = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? LINE_HEIGHT_PX : 1;
      if (event.ctrlKey || event.metaKey) latest.current.zoom(Math.exp((-event.deltaY * unit) / WHEEL_PX_PER_E), at(event));
      else latest.current.pan(-event.deltaX * unit, -event.deltaY * unit);
    };

    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', cancel);
    canvas.addEventListener('wheel', wheel, { passive: false });
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', cancel);
      canvas.removeEventListener('wheel', wheel);
    };
  }, [canvasRef]);
}
