import { ApiError } from '@storefront/shared';
import { fakeApi } from '@storefront/shared/testing';
import { SeatPickerStore } from './seat-picker-store';
import { premium, rowOfSeats, seatMap, seatNamed, standard } from './test-seat-map';

function picker(byType: Record<string, number> = { 'p-adult': 2, 'p-child': 1 }, map = seatMap()) {
  const api = fakeApi();
  api.events.getSeatMap.mockResolvedValue(map);
  api.events.getSeatStates.mockResolvedValue({ layoutVersion: map.layoutVersion, states: new Map() });
  const quantities = { groups: [premium, standard], byType };
  const store = new SeatPickerStore(api, { eventId: 'ev-1', sessionId: 'se-1', quantities });
  return { api, store, map, quantities };
}

async function opened(...args: Parameters<typeof picker>) {
  const p = picker(...args);
  await p.store.open();
  return p;
}

afterEach(() => jest.useRealTimers());

describe('SeatPickerStore', () => {
  it('renders first and opens after 50 ms, marking the opening for the benchmark', () => {
    jest.useFakeTimers();
    const mark = jest.spyOn(performance, 'mark');
    const { store } = picker();
    void store.open();
    expect(store.state).toBe('rendering');
    expect(mark).toHaveBeenCalledWith('seat-map:open');
    jest.advanceTimersByTime(49);
    expect(store.state).toBe('rendering');
    jest.advanceTimersByTime(1);
    expect(store.state).toBe('open');
  });

  it('loads the map on the first opening and only the states on the next', async () => {
    const { api, store } = await opened();
    expect(api.events.getSeatMap).toHaveBeenCalledWith('ev-1', 'se-1');
    store.close();
    api.events.getSeatStates.mockResolvedValue({ layoutVersion: 1, states: new Map([['st-c1', 'booked']]) });
    await store.open();
    expect(api.events.getSeatMap).toHaveBeenCalledTimes(1);
    expect(store.seatView.stateOf(seatNamed(store.map!, 'Stalls C1'))).toBe('booked');
  });

  it('fetches the map ahead once seated tickets are chosen; the opening then refreshes only the states', async () => {
    const { api, store } = picker();
    store.preload();
    store.preload();
    void store.open();
    api.events.getSeatStates.mockResolvedValue({ layoutVersion: 1, states: new Map([['st-c1', 'booked']]) });
    await store.load();
    expect(api.events.getSeatMap).toHaveBeenCalledTimes(1);
    expect(api.events.getSeatStates).toHaveBeenCalled();
    expect(store.seatView.stateOf(seatNamed(store.map!, 'Stalls C1'))).toBe('booked');
  });

  it('opens normally when the map could not be fetched ahead', async () => {
    const { api, store, map } = picker();
    api.events.getSeatMap.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(map);
    store.preload();
    await store.open();
    expect(api.events.getSeatMap).toHaveBeenCalledTimes(2);
    expect(store.loadError).toBeNull();
    expect(store.map).toBe(map);
  });

  it('loads the map again when its layout version changed', async () => {
    const { api, store, map } = await opened();
    store.close();
    api.events.getSeatStates.mockResolvedValue({ layoutVersion: 2, states: new Map() });
    api.events.getSeatMap.mockResolvedValue({ ...map, layoutVersion: 2 });
    await store.open();
    expect(api.events.getSeatMap).toHaveBeenCalledTimes(2);
    expect(store.map?.layoutVersion).toBe(2);
  });

  it("keeps the API's message when the map cannot load", async () => {
    const { api, store } = picker();
    api.events.getSeatMap.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', context: 'seat_map', description: 'This session has no seat map.', extra: {} }));
    await store.open();
    expect(store.loadError).toBe('This session has no seat map.');
  });

  it('selects outward from a click and announces what was chosen', async () => {
    const { store, map } = await opened({ 'p-adult': 3 });
    store.activate(seatNamed(map, 'Stalls C5'));
    expect(store.selectedSeats.map((s) => s.name)).toEqual(['Stalls C4', 'Stalls C5', 'Stalls C6']);
    expect(store.announcement).toBe('Stalls C5, Stalls C6, Stalls C4 selected. All 3 seats chosen. Confirm Selection to continue.');
    store.activate(seatNamed(map, 'Stalls C4'));
    expect(store.announcement).toBe('Stalls C4 deselected.');
    expect(store.seatView.stateOf(seatNamed(map, 'Stalls C4'))).toBe('available');
  });

  it('counts the seats chosen so far when the row ends first', async () => {
    const { store } = await opened({ 'p-adult': 3 }, seatMap(rowOfSeats({ count: 2 })));
    store.activate(seatNamed(store.map!, 'Stalls C1'));
    expect(store.announcement).toBe('Stalls C1, Stalls C2 selected. 2 of 3 seats chosen.');
  });

  it('shows the error of a click on a taken seat', async () => {
    const { store, map } = await opened({ 'p-adult': 1 }, seatMap(rowOfSeats(), new Map([['st-c12', 'booked']])));
    store.activate(seatNamed(map, 'Stalls C1'));
    store.activate(seatNamed(map, 'Stalls C2'));
    expect(store.error).toBe('You have chosen all the seats for your tickets. Deselect a seat to choose another.');
  });

  it("chooses for the 'Select:' group only and dims the seats it does not sell", async () => {
    const { store, map } = await opened({ 'p-adult': 1, 's-adult': 1 }, seatMap(rowOfSeats({ premiumUpTo: 5 })));
    store.setFilter('g-standard');
    expect(store.seatView.isDimmed(seatNamed(map, 'Stalls C5'))).toBe(true);
    store.activate(seatNamed(map, 'Stalls C6'));
    expect([...store.selection]).toEqual([['st-c6', 'g-standard']]);
    // Standard has its seat: its other seats are narrowed out, Premium's stay selectable under All.
    store.setFilter(null);
    expect(store.seatView.isDimmed(seatNamed(map, 'Stalls C7'))).toBe(true);
    expect(store.seatView.isDimmed(seatNamed(map, 'Stalls C1'))).toBe(false);
  });

  it('names a seat for assistive technology with its zone and state', async () => {
    const { store, map } = await opened({ 'p-adult': 1 }, seatMap(rowOfSeats(), new Map([['st-c2', 'booked'], ['st-c3', 'unavailable']])));
    store.activate(seatNamed(map, 'Stalls C1'));
    expect(map.seats.slice(0, 4).map(store.seatView.labelOf)).toEqual([
      'Stalls, row C, seat 1, Premium, selected',
      'Stalls, row C, seat 2, Premium, sold out',
      'Stalls, row C, seat 3, Premium, unavailable',
      'Stalls, row C, seat 4, Premium, available',
    ]);
    expect(store.seatView.colorOf(seatNamed(map, 'Stalls C1'))).toBe('#9f1239');
  });

  it('confirms a complete selection only, and closing without confirming keeps the confirmed seats', async () => {
    const { store, map } = await opened({ 'p-adult': 2 });
    store.activate(seatNamed(map, 'Stalls C9'));
    store.activate(seatNamed(map, 'Stalls C9'));
    expect(store.confirm()).toBe(false);
    expect(store.error).toBe('Please choose 1 more seat.');
    store.activate(seatNamed(map, 'Stalls C1'));
    expect(store.confirm()).toBe(true);
    expect(store.state).toBe('closed');
    expect(store.confirmedSeats.map((s) => s.name)).toEqual(['Stalls C1', 'Stalls C10']);
    void store.open();
    store.activate(seatNamed(map, 'Stalls C1'));
    store.close();
    expect(store.confirmedSeats.map((s) => s.name)).toEqual(['Stalls C1', 'Stalls C10']);
    expect(store.selection).toBe(store.confirmed);
  });

  it('clears the confirmed seats on leaving', async () => {
    const { store, map } = await opened({ 'p-adult': 1 });
    store.activate(seatNamed(map, 'Stalls C1'));
    store.confirm();
    store.clear();
    expect(store.confirmed.size).toBe(0);
    expect(store.state).toBe('closed');
  });

  it('drops a seat taken meanwhile and fetches the states again', async () => {
    const { api, store, map } = await opened({ 'p-adult': 2 });
    store.activate(seatNamed(map, 'Stalls C1'));
    store.confirm();
    api.events.getSeatStates.mockResolvedValue({ layoutVersion: 1, states: new Map([['st-c2', 'booked']]) });
    await store.refreshAfterRefusal('st-c2');
    expect(store.confirmedSeats.map((s) => s.name)).toEqual(['Stalls C1']);
    expect(store.seatView.stateOf(seatNamed(map, 'Stalls C2'))).toBe('booked');
  });
});
