import type { Seat } from '@storefront/shared';
import type { SeatState } from './seat-map-view-props';
import { scaleOf, toMap, type Frame, type Viewport } from './viewport';

/** The greys and marks of the drawing, shared with the legend's swatches. */
export const SEAT_PAINT = {
  /** 'Sold out': a grey disc with a white cross. */
  booked: '#6b7280',
  /** 'Unavailable': a hollow light grey ring. */
  unavailable: '#9ca3af',
  /** 'Selected': the group colour inside a thick dark ring, with a white check mark (not colour alone: WCAG 1.4.1). */
  ring: '#111827',
  mark: '#ffffff',
  /** Seats filtered out or no longer needed. */
  dimmedAlpha: 0.25,
} as const;

/** Below this radius on screen (CSS px) a seat is a square: as legible, and far cheaper. */
const MIN_CIRCLE_RADIUS = 2;

/** Seats drawn alike: one path, one fill (and one stroke for their marks) per batch. */
export interface SeatBatch {
  state: SeatState;
  color: string;
  dimmed: boolean;
  seats: Seat[];
}

export interface SeatLook {
  stateOf(seat: Seat): SeatState;
  colorOf(seat: Seat): string;
  isDimmed(seat: Seat): boolean;
}

/** Groups the seats by how they are drawn; done once per revision, not per frame. */
export function batchSeats(seats: readonly Seat[], look: SeatLook): SeatBatch[] {
  const batches = new Map<string, SeatBatch>();
  for (const seat of seats) {
    const state = look.stateOf(seat);
    const color = state === 'available' || state === 'selected' ? look.colorOf(seat) : '';
    const dimmed = look.isDimmed(seat);
    const key = `${state}|${color}|${dimmed ? 1 : 0}`;
    const batch = batches.get(key);
    if (batch) batch.seats.push(seat);
    else batches.set(key, { state, color, dimmed, seats: [seat] });
  }
  // Dimmed seats first, so a seat in use is never painted over by a faded one.
  return [...batches.values()].sort((a, b) => Number(b.dimmed) - Number(a.dimmed));
}

export interface PaintScene {
  frame: Frame;
  viewport: Viewport;
  pixelRatio: number;
  batches: readonly SeatBatch[];
  /** The sanitised background, already rasterised; null while loading or when there is none. */
  background: CanvasImageSource | null;
}

type Trace = (x: number, y: number, radius: number) => void;

/** Paints one frame: the background, then every visible seat batch by batch. */
export function paintScene(ctx: CanvasRenderingContext2D, { frame, viewport, pixelRatio, batches, background }: PaintScene): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, frame.viewWidth, frame.viewHeight);
  const scale = scaleOf(frame, viewport);
  if (background) ctx.drawImage(background, viewport.offsetX, viewport.offsetY, frame.mapWidth * scale, frame.mapHeight * scale);

  const topLeft = toMap(frame, viewport, { x: 0, y: 0 });
  const bottomRight = toMap(frame, viewport, { x: frame.viewWidth, y: frame.viewHeight });
  const forEachVisible = (seats: readonly Seat[], draw: Trace) => {
    for (const seat of seats) {
      if (seat.x + seat.r < topLeft.x || seat.x - seat.r > bottomRight.x || seat.y + seat.r < topLeft.y || seat.y - seat.r > bottomRight.y) continue;
      draw(seat.x * scale + viewport.offsetX, seat.y * scale + viewport.offsetY, seat.r * scale);
    }
  };
  const shape: Trace = (x, y, radius) => {
    if (radius < MIN_CIRCLE_RADIUS) {
      const side = Math.max(radius, 0.75);
      ctx.rect(x - side, y - side, 2 * side, 2 * side);
    } else {
      ctx.moveTo(x + radius, y);
      ctx.arc(x, y, radius, 0, 2 * Math.PI);
    }
  };
  const path = (seats: readonly Seat[], trace: Trace) => {
    ctx.beginPath();
    forEachVisible(seats, trace);
  };

  for (const { state, color, dimmed, seats } of batches) {
    ctx.globalAlpha = dimmed ? SEAT_PAINT.dimmedAlpha : 1;
    if (state === 'unavailable') {
      path(seats, (x, y, r) => shape(x, y, r * 0.8));
      ctx.lineWidth = Math.max(1, seats[0] ? seats[0].r * scale * 0.3 : 1);
      ctx.strokeStyle = SEAT_PAINT.unavailable;
      ctx.stroke();
      continue;
    }
    path(seats, shape);
    ctx.fillStyle = state === 'booked' ? SEAT_PAINT.booked : color;
    ctx.fill();
    if (state === 'booked') {
      path(seats, (x, y, r) => {
        if (r < 3) return;
        const arm = r * 0.45;
        ctx.moveTo(x - arm, y - arm);
        ctx.lineTo(x + arm, y + arm);
        ctx.moveTo(x + arm, y - arm);
        ctx.lineTo(x - arm, y + arm);
      });
      strokeMarks(ctx, seats, scale);
    } else if (state === 'selected') {
      const ringWidth = Math.max(2, (seats[0]?.r ?? 0) * scale * 0.35);
      path(seats, (x, y, r) => {
        ctx.moveTo(x + r + ringWidth / 2, y);
        ctx.arc(x, y, r + ringWidth / 2, 0, 2 * Math.PI);
      });
      ctx.lineWidth = ringWidth;
      ctx.strokeStyle = SEAT_PAINT.ring;
      ctx.stroke();
      path(seats, (x, y, r) => {
        if (r < 3) return;
        ctx.moveTo(x - r * 0.45, y);
        ctx.lineTo(x - r * 0.1, y + r * 0.35);
        ctx.lineTo(x + r * 0.5, y - r * 0.35);
      });
      strokeMarks(ctx, seats, scale);
    }
  }
  ctx.globalAlpha = 1;
}

function strokeMarks(ctx: CanvasRenderingContext2D, seats: readonly Seat[], scale: number): void {
  ctx.lineWidth = Math.max(1.25, (seats[0]?.r ?? 0) * scale * 0.22);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = SEAT_PAINT.mark;
  ctx.stroke();
}
