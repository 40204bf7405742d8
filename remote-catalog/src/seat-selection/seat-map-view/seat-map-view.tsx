import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, type Seat } from '@storefront/shared';
import { FOCUS_SHIFT_DELAY_MS } from '../seat-picker-store';
import { loadBackground } from './seat-map-background';
import type { SeatMapViewProps } from './seat-map-view-props';
import { SeatFocusButton } from './seat-focus-button';
import { SeatIndex } from './seat-index';
import { SeatNavigation, type SeatMove } from './seat-navigation';
import { useElementSize } from './use-element-size';
import { useMapGestures } from './use-map-gestures';
import { useSeatMapPaint } from './use-seat-map-paint';
import * as view from './viewport';
import './seat-map-view.css';

/** Extra reach (CSS px) of a tap around a seat: a fingertip is wider than a mouse pointer. */
const TOUCH_TOLERANCE = 10;
const MOUSE_TOLERANCE = 2;
/** How far (CSS px) the keyboard-focused seat is kept from the view's edges: clear of the zoom and pan buttons' column. */
const FOCUS_CLEARANCE = 56;
const PAN_BUTTONS: { direction: view.PanDirection; label: string; arrow: string }[] = [
  { direction: 'up', label: 'Pan up', arrow: '↑' },
  { direction: 'left', label: 'Pan left', arrow: '←' },
  { direction: 'right', label: 'Pan right', arrow: '→' },
  { direction: 'down', label: 'Pan down', arrow: '↓' },
];

/**
 * The seat map drawing (spec 01 §2 Seat selection, ADR 0023): every seat on one canvas,
 * zoomed (1–8) and panned by buttons (for one pointer without dragging), wheel, drag and pinch; one real button over the
 * keyboard-focused seat for keyboards and screen readers. It paints; the picker decides.
 */
export function SeatMapView(props: SeatMapViewProps) {
  const { map, revision, stateOf, isDimmed, labelOf, onActivate, initialFocusSeatId } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const focusRef = useRef<HTMLButtonElement>(null);
  const size = useElementSize(rootRef);
  const frame = useMemo<view.Frame>(
    () => ({ mapWidth: map.width, mapHeight: map.height, viewWidth: size.width, viewHeight: size.height }),
    [map.width, map.height, size.width, size.height],
  );
  // Null until the visitor zooms or pans: the whole map, fitted to whatever size the view has.
  const [moved, setMoved] = useState<view.Viewport | null>(null);
  const viewport = useMemo(() => (moved ? view.clampPan(frame, moved) : view.fittedViewport(frame)), [frame, moved]);
  // From the latest viewport: several pointer events can arrive before the next render.
  const change = (update: (viewport: view.Viewport) => view.Viewport) =>
    setMoved((last) => update(last ? view.clampPan(frame, last) : view.fittedViewport(frame)));

  const seatIndex = useMemo(() => new SeatIndex(map.seats), [map]);
  const navigation = useMemo(() => new SeatNavigation(map.seats), [map]);
  const seatsById = useMemo(() => new Map(map.seats.map((seat) => [seat.id, seat])), [map]);
  const [background, setBackground] = useState<CanvasImageSource | null>(null);
  useEffect(() => {
    let current = true;
    loadBackground(map.background, map.width, map.height).then(
      (image) => current && setBackground(image),
      () => current && setBackground(null),
    );
    return () => {
      current = false;
    };
  }, [map.background, map.width, map.height]);

  const painted = useSeatMapPaint(canvasRef, { frame, viewport, map, revision, look: props, background });

  const [focusId, setFocusId] = useState<string | null>(initialFocusSeatId ?? null);
  const focusSeat = (focusId ? seatsById.get(focusId) : undefined) ?? map.seats.find((seat) => !isDimmed(seat)) ?? map.seats[0];
  // Bumped to move the DOM focus onto the seat button once it is rendered (its key is the seat's id).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusRef.current?.focus();
  }, [focusRequest]);
  const moveFocusTo = (seatId: string) => {
    setFocusId(seatId);
    setFocusRequest((n) => n + 1);
  };
  // Spec 01 §9 focus shift: the first seat gets the focus 100 ms after the map is painted.
  useEffect(() => {
    if (!painted || !initialFocusSeatId) return;
    const timer = setTimeout(() => moveFocusTo(initialFocusSeatId), FOCUS_SHIFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [painted, initialFocusSeatId]);

  useMapGestures(canvasRef, {
    pan: (dx, dy) => change((v) => view.panBy(frame, v, dx, dy)),
    zoom: (factor, anchor) => change((v) => view.zoomAt(frame, v, factor, anchor)),
    tap: (point, pointerType) => {
      const tolerance = (pointerType === 'touch' ? TOUCH_TOLERANCE : MOUSE_TOLERANCE) / view.scaleOf(frame, viewport);
      const seat = seatIndex.seatAt(view.toMap(frame, viewport, point), tolerance);
      if (seat) onActivate(seat);
    },
  });

  const zoomIn = () => change((v) => view.zoomAtCentre(frame, v, view.ZOOM_IN_FACTOR));
  const zoomOut = () => change((v) => view.zoomAtCentre(frame, v, view.ZOOM_OUT_FACTOR));
  const zoomKeys = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else return;
    event.preventDefault();
  };
  const move = (seat: Seat, to: SeatMove) => {
    const next = navigation.move(seat, to, isDimmed);
    if (next) moveFocusTo(next.id);
  };
  // The keyboard-focused seat stays on screen.
  const showSeat = (seat: Seat) => change((v) => view.panToShow(frame, v, seat, seat.r, FOCUS_CLEARANCE));
  const scale = view.scaleOf(frame, viewport);

  return (
    <div ref={rootRef} className="cat-seatmap" data-zoom={Math.round(viewport.zoom * 1000) / 1000} onKeyDown={zoomKeys}>
      <canvas ref={canvasRef} className="cat-seatmap__canvas" role="img" aria-label={`Seat map, ${map.seats.length} seats; use the arrow keys to move between seats`} />
      {focusSeat && (
        <SeatFocusButton
          key={focusSeat.id}
          seat={focusSeat}
          label={labelOf(focusSeat)}
          selected={stateOf(focusSeat) === 'selected'}
          centre={view.toScreen(frame, viewport, focusSeat)}
          radius={focusSeat.r * scale}
          buttonRef={focusRef}
          onMove={(to) => move(focusSeat, to)}
          onActivate={onActivate}
          onFocus={showSeat}
        />
      )}
      <div className="cat-seatmap__controls">
        <div className="cat-seatmap__zoom">
          <Button variant="secondary" aria-label="Zoom in" disabled={!view.canZoomIn(viewport)} onClick={zoomIn}>+</Button>
          <Button variant="secondary" aria-label="Zoom out" disabled={!view.canZoomOut(viewport)} onClick={zoomOut}>−</Button>
        </div>
        <div className="cat-seatmap__pan" role="group" aria-label="Move the map">
          {PAN_BUTTONS.map(({ direction, label, arrow }) => (
            <Button
              key={direction}
              variant="secondary"
              aria-label={label}
              disabled={!view.canPan(frame, viewport, direction)}
              onClick={() => change((v) => view.panToward(frame, v, direction))}
            >
              {arrow}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
