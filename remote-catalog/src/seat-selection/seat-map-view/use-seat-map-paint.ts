import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SeatMap } from '@storefront/shared';
import { batchSeats, paintScene, type SeatBatch, type SeatLook } from './seat-painter';
import type { Frame, Viewport } from './viewport';

/** The benchmark's marks (issue 15 budgets): the first complete paint, and each paint after a revision change. */
export const PAINTED_MARK = 'seat-map:painted';
export const REPAINTED_MARK = 'seat-map:repainted';

export interface PaintInputs {
  frame: Frame;
  viewport: Viewport;
  map: SeatMap;
  revision: number;
  look: SeatLook;
  background: CanvasImageSource | null;
}

/**
 * Paints the map in the next animation frame whenever what it shows changes (at most one
 * paint a frame however many pointer events arrive). The seats are regrouped by style only
 * when the map or the revision changes; a zoom or pan frame only draws. Returns true once
 * the first paint has run, so the view can move the focus in after it.
 */
export function useSeatMapPaint(canvasRef: RefObject<HTMLCanvasElement | null>, inputs: PaintInputs): boolean {
  const { frame, viewport, map, revision, background } = inputs;
  const look = useRef(inputs.look);
  const batched = useRef<{ map: SeatMap; revision: number; batches: SeatBatch[] } | null>(null);
  const paintedRevision = useRef<number | null>(null);
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    look.current = inputs.look;
  });

  // A layout effect: the frame is requested in the commit itself, so a gesture's frame is not left to the next one.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || frame.viewWidth <= 0 || frame.viewHeight <= 0) return;
    const request = requestAnimationFrame(() => {
      const ctx = canvas.getContext('2d');
      if (ctx) {
        if (batched.current?.map !== map || batched.current.revision !== revision) {
          batched.current = { map, revision, batches: batchSeats(map.seats, look.current) };
        }
        const pixelRatio = window.devicePixelRatio || 1;
        const width = Math.round(frame.viewWidth * pixelRatio);
        const height = Math.round(frame.viewHeight * pixelRatio);
        if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
        paintScene(ctx, { frame, viewport, pixelRatio, batches: batched.current.batches, background });
        if (paintedRevision.current === null) performance.mark(PAINTED_MARK);
        else if (paintedRevision.current !== revision) performance.mark(REPAINTED_MARK);
        paintedRevision.current = revision;
      }
      // Without a 2D context (jsdom) there is nothing to draw, but the keyboard seat works all the same.
      setPainted(true);
    });
    return () => cancelAnimationFrame(request);
  }, [canvasRef, frame, viewport, map, revision, background]);

  return painted;
}
