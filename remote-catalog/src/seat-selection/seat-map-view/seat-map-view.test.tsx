import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Seat } from '@storefront/shared';
import { rowOfSeats, seatMap, seatNamed } from '../test-seat-map';
import { SeatLegend } from './seat-legend';
import { SeatMapView } from './seat-map-view';
import type { SeatMapViewProps } from './seat-map-view-props';

// Two rows: C1…C6 with an aisle after C3, and D1…D6 below; D2 is dimmed.
const rowC = rowOfSeats({ count: 6, aisleAfter: 3 });
const rowD: Seat[] = rowOfSeats({ count: 6 }).map((seat) => ({
  ...seat,
  id: seat.id.replace('c', 'd'),
  name: seat.name.replace('C', 'D'),
  row: 'D',
  y: 70,
  previous: seat.previous?.replace('C', 'D') ?? null,
  next: seat.next?.replace('C', 'D') ?? null,
}));
const map = seatMap([...rowC, ...rowD], new Map([['st-c6', 'booked']]));

function renderView(overrides: Partial<SeatMapViewProps> = {}) {
  const onActivate = jest.fn();
  const props: SeatMapViewProps = {
    map,
    stateOf: (seat) => (seat.id === 'st-c2' ? 'selected' : (map.states.get(seat.id) ?? 'available')),
    colorOf: () => '#1d4ed8',
    isDimmed: (seat) => seat.name === 'Stalls D2',
    labelOf: (seat) => `${seat.section}, row ${seat.row}, seat ${seat.number}`,
    revision: 1,
    onActivate,
    initialFocusSeatId: 'st-c1',
    ...overrides,
  };
  render(<SeatMapView {...props} />);
  return { onActivate };
}

const seatButton = () => screen.getByRole('button', { name: /^Stalls, row/ });

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom lays nothing out and has no 2D context: a 400 × 300 view, and getContext answers null as it does there.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

/** The first paint (an animation frame), then the spec's 100 ms focus shift. */
async function openMap() {
  await act(async () => {
    jest.advanceTimersByTime(16);
  });
  await act(async () => {
    jest.advanceTimersByTime(100);
  });
}

it('describes the map and focuses the initial seat 100 ms after the first paint', async () => {
  renderView();
  expect(screen.getByRole('img', { name: 'Seat map, 12 seats; use the arrow keys to move between seats' })).toBeInTheDocument();
  expect(seatButton()).toHaveAccessibleName('Stalls, row C, seat 1');
  expect(seatButton()).not.toHaveFocus();
  await openMap();
  expect(seatButton()).toHaveFocus();
  expect(seatButton()).toHaveAttribute('aria-pressed', 'false');
});

it('moves along the row with the arrows, across the aisle, and Enter activates the focused seat', async () => {
  const { onActivate } = renderView();
  await openMap();
  await user().keyboard('{ArrowRight}');
  expect(seatButton()).toHaveAccessibleName('Stalls, row C, seat 2');
  expect(seatButton()).toHaveFocus();
  expect(seatButton()).toHaveAttribute('aria-pressed', 'true');
  await user().keyboard('{ArrowRight}{ArrowRight}');
  expect(seatButton()).toHaveAccessibleName('Stalls, row C, seat 4');
  await user().keyboard('{End}');
  expect(seatButton()).toHaveAccessibleName('Stalls, row C, seat 6');
  await user().keyboard('{Enter}');
  expect(onActivate).toHaveBeenCalledWith(seatNamed(map, 'Stalls C6'));
});

it('moves to the row below, skipping dimmed seats, and Space activates', async () => {
  const { onActivate } = renderView({ initialFocusSeatId: 'st-c2' });
  await openMap();
  await user().keyboard('{ArrowDown}');
  // D2 is straight below C2 but dimmed: the nearest usable seat of row D.
  expect(seatButton()).toHaveAccessibleName('Stalls, row D, seat 1');
  await user().keyboard('{ArrowUp} ');
  expect(seatButton()).toHaveAccessibleName('Stalls, row C, seat 1');
  expect(onActivate).toHaveBeenCalledWith(seatNamed(map, 'Stalls C1'));
});

it('zooms within 1–8: Zoom out disabled at 1, Zoom in disabled at 8, data-zoom on the root', async () => {
  renderView();
  const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
  const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
  const root = screen.getByRole('img').parentElement!;
  expect(root).toHaveAttribute('data-zoom', '1');
  expect(zoomOut).toBeDisabled();
  await user().click(zoomIn);
  expect(root).toHaveAttribute('data-zoom', '2');
  await user().click(zoomIn);
  await user().click(zoomIn);
  expect(root).toHaveAttribute('data-zoom', '8');
  expect(zoomIn).toBeDisabled();
  await user().click(zoomOut);
  expect(root).toHaveAttribute('data-zoom', '6');
  expect(zoomIn).toBeEnabled();
});

it('pans by buttons, a quarter of the view a press, each disabled at its edge (a drag without dragging, WCAG 2.5.7)', async () => {
  renderView();
  const pans = screen.getByRole('group', { name: 'Move the map' });
  const pan = (name: string) => within(pans).getByRole('button', { name });
  await user().click(screen.getByRole('button', { name: 'Zoom in' }));
  // At zoom 2 the 800 × 200 drawing fills the 300 px height but for its margins: no room up or down.
  expect(pan('Pan up')).toBeDisabled();
  expect(pan('Pan down')).toBeDisabled();
  const left = () => parseFloat(seatButton().style.left);
  const before = left();
  await user().click(pan('Pan left'));
  expect(left()).toBe(before + 100);
  await user().click(pan('Pan left'));
  await user().click(pan('Pan left'));
  // The drawing's left edge stops 50 px inside the view (it started 200 px outside).
  expect(left()).toBe(before + 250);
  expect(pan('Pan left')).toBeDisabled();
  await user().click(pan('Pan right'));
  expect(left()).toBe(before + 150);
});

it("zooms with '+' and '-' from the seat button", async () => {
  renderView();
  await openMap();
  const root = screen.getByRole('img').parentElement!;
  await user().keyboard('+');
  expect(root).toHaveAttribute('data-zoom', '2');
  await user().keyboard('-');
  expect(root).toHaveAttribute('data-zoom', '1.5');
});

describe('pointer input', () => {
  // The 400 × 100 map fits the 400 × 300 view at 1 px a unit, 100 px from the top: C1 (20, 40) is at (20, 140).
  // jsdom has no PointerEvent: a MouseEvent of the pointer type carries the coordinates.
  const press = (type: 'pointerdown' | 'pointermove' | 'pointerup', x: number, y: number) => {
    const event = Object.assign(new MouseEvent(type, { bubbles: true, button: 0, clientX: x, clientY: y }), { pointerId: 1, pointerType: 'mouse' });
    fireEvent(screen.getByRole('img'), event);
  };

  it('activates the seat a click lands on', () => {
    const { onActivate } = renderView();
    press('pointerdown', 22, 143);
    press('pointerup', 22, 143);
    expect(onActivate).toHaveBeenCalledWith(seatNamed(map, 'Stalls C1'));
  });

  it('pans on a drag, which is no click, and a click between seats activates nothing', () => {
    const { onActivate } = renderView();
    press('pointerdown', 22, 143);
    press('pointermove', 42, 143);
    press('pointerup', 42, 143);
    press('pointerdown', 30, 200);
    press('pointerup', 30, 200);
    expect(onActivate).not.toHaveBeenCalled();
  });
});

it('pans with the wheel and zooms around the cursor with Ctrl and the wheel (a trackpad pinch)', async () => {
  renderView();
  await openMap();
  const root = document.querySelector('.cat-seatmap')!;
  const canvas = screen.getByRole('img');
  const wheel = (init: WheelEventInit) => act(() => void fireEvent(canvas, new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: 200, clientY: 150, ...init })));
  await wheel({ deltaY: -300, ctrlKey: true });
  expect(Number(root.getAttribute('data-zoom'))).toBeGreaterThan(1);
  const zoom = root.getAttribute('data-zoom');
  const top = seatButton().style.top;
  await wheel({ deltaY: 40 });
  expect(root).toHaveAttribute('data-zoom', zoom!);
  expect(seatButton().style.top).not.toBe(top);
});

it('the legend lists the states and the groups with their colours', () => {
  render(<SeatLegend groups={[{ id: 'g1', name: 'Premium', color: '#9f1239' }, { id: 'g2', name: 'Standard', color: null }]} />);
  const items = within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent?.trim())).toEqual(['Available', 'Sold out', 'Unavailable', 'Selected', 'Premium', 'Standard']);
  expect(items[4]!.querySelector('circle')).toHaveAttribute('fill', '#9f1239');
});
