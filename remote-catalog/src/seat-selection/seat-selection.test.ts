import type { ReservationItem, SeatStates } from '@storefront/shared';
import {
  ALL_SEATS_CHOSEN,
  assignSeats,
  autoSelect,
  deselect,
  isSelectable,
  remainingNeeds,
  seatNeeds,
  seatValidationErrors,
  type SeatSelection,
} from './seat-selection';
import { premium, rowOfSeats, seatMap, seatNamed, standard } from './test-seat-map';

const names = (map: ReturnType<typeof seatMap>, selection: SeatSelection) =>
  map.seats.filter((s) => selection.has(s.id)).map((s) => s.name);
const needs = (entries: Array<[string, number]>) => new Map(entries);
const none: SeatStates = new Map();

describe('seatNeeds', () => {
  it('sums the selected quantities of each seated group and leaves out unseated groups and groups without tickets', () => {
    const general = { ...premium, id: 'g-general', handler: 'tickets' as const, ticketTypes: [{ ...premium.ticketTypes[0]!, id: 'gen' }] };
    expect([...seatNeeds([premium, standard, general], { 'p-adult': 2, 'p-child': 1, gen: 4 })]).toEqual([['g-premium', 3]]);
  });
});

describe('autoSelect', () => {
  const map = seatMap();

  it('takes the clicked seat and its neighbours outward, alternating next and previous, until the need is met', () => {
    const result = autoSelect(map, none, new Map(), needs([['g-premium', 4]]), seatNamed(map, 'Stalls C5'));
    expect(result.ok && result.changed.map((s) => s.name)).toEqual(['Stalls C5', 'Stalls C6', 'Stalls C4', 'Stalls C7']);
    expect(result.ok && [...result.selection.values()]).toEqual(['g-premium', 'g-premium', 'g-premium', 'g-premium']);
  });

  it('stops a direction at a taken seat and goes on in the other', () => {
    const states: SeatStates = new Map([['st-c6', 'booked']]);
    const result = autoSelect(map, states, new Map(), needs([['g-premium', 3]]), seatNamed(map, 'Stalls C5'));
    expect(result.ok && names(map, result.selection)).toEqual(['Stalls C3', 'Stalls C4', 'Stalls C5']);
  });

  it('stops a direction at an unavailable seat and at an aisle, selecting fewer when both directions end', () => {
    const row = seatMap(rowOfSeats({ aisleAfter: 5 }), new Map([['st-c3', 'unavailable']]));
    const result = autoSelect(row, row.states, new Map(), needs([['g-premium', 5]]), seatNamed(row, 'Stalls C5'));
    expect(result.ok && names(row, result.selection)).toEqual(['Stalls C4', 'Stalls C5']);
  });

  it('does not walk over seats already selected', () => {
    const selection = new Map([['st-c6', 'g-premium']]);
    const result = autoSelect(map, none, selection, needs([['g-premium', 3]]), seatNamed(map, 'Stalls C5'));
    expect(result.ok && names(map, result.selection)).toEqual(['Stalls C4', 'Stalls C5', 'Stalls C6']);
  });

  it('gives neighbours to the clicked seat’s group while it needs seats, then to another group that sells them', () => {
    const row = seatMap(rowOfSeats({ premiumUpTo: 5 }));
    const result = autoSelect(row, none, new Map(), needs([['g-premium', 2], ['g-standard', 2]]), seatNamed(row, 'Stalls C5'));
    expect(result.ok && Object.fromEntries([...result.selection].map(([id, g]) => [row.seats.find((s) => s.id === id)!.name, g]))).toEqual({
      'Stalls C5': 'g-premium',
      'Stalls C6': 'g-standard',
      'Stalls C4': 'g-premium',
      'Stalls C7': 'g-standard',
    });
  });

  it('prefers the first group still needing seats among several that sell the seat', () => {
    const both = rowOfSeats().map((s) => ({ ...s, groupIds: [premium.id, standard.id] }));
    const row = seatMap(both);
    const result = autoSelect(row, none, new Map([['st-c1', 'g-premium']]), needs([['g-premium', 1], ['g-standard', 1]]), seatNamed(row, 'Stalls C5'));
    expect(result.ok && result.selection.get('st-c5')).toBe('g-standard');
  });

  it("refuses a seat that is not available, naming it", () => {
    const states: SeatStates = new Map([['st-c2', 'booked']]);
    expect(autoSelect(map, states, new Map(), needs([['g-premium', 1]]), seatNamed(map, 'Stalls C2'))).toEqual({ ok: false, error: 'Stalls C2 is not available.' });
  });

  it('refuses any seat once every seat is chosen', () => {
    const selection = new Map([['st-c1', 'g-premium']]);
    expect(autoSelect(map, none, selection, needs([['g-premium', 1]]), seatNamed(map, 'Stalls C5'))).toEqual({ ok: false, error: ALL_SEATS_CHOSEN });
  });

  it('refuses a seat no group still needing seats sells, naming the groups that do', () => {
    const row = seatMap(rowOfSeats({ premiumUpTo: 5 }));
    const result = autoSelect(row, none, new Map([['st-c1', 'g-premium']]), needs([['g-premium', 1], ['g-standard', 1]]), seatNamed(row, 'Stalls C2'), new Map([['g-standard', 'Standard']]));
    expect(result).toEqual({ ok: false, error: 'Stalls C2 is not sold for Standard, the tickets still without seats. Choose another seat.' });
  });
});

describe('deselect, remainingNeeds and narrowing', () => {
  const map = seatMap(rowOfSeats({ premiumUpTo: 5 }));

  it('deselects a selected seat and clears its assignment', () => {
    const result = deselect(new Map([['st-c1', 'g-premium'], ['st-c2', 'g-premium']]), seatNamed(map, 'Stalls C1'));
    expect(result.ok && [...result.selection]).toEqual([['st-c2', 'g-premium']]);
  });

  it('refuses to deselect a seat that is not selected', () => {
    expect(deselect(new Map(), seatNamed(map, 'Stalls C1'))).toEqual({ ok: false, error: 'Stalls C1 is not selected.' });
  });

  it('counts what each group still needs', () => {
    expect([...remainingNeeds(needs([['g-premium', 2], ['g-standard', 1]]), new Map([['st-c1', 'g-premium'], ['st-c6', 'g-standard']]))]).toEqual([
      ['g-premium', 1],
      ['g-standard', 0],
    ]);
  });

  it('keeps only the seats of groups still needing seats selectable', () => {
    const remaining = needs([['g-premium', 0], ['g-standard', 1]]);
    expect(isSelectable(seatNamed(map, 'Stalls C2'), none, new Map(), remaining)).toBe(false);
    expect(isSelectable(seatNamed(map, 'Stalls C7'), none, new Map(), remaining)).toBe(true);
    expect(isSelectable(seatNamed(map, 'Stalls C7'), new Map([['st-c7', 'booked']]), new Map(), remaining)).toBe(false);
    expect(isSelectable(seatNamed(map, 'Stalls C7'), none, new Map([['st-c7', 'g-standard']]), remaining)).toBe(false);
  });
});

describe('seatValidationErrors', () => {
  const groups = [premium, standard];

  it('asks for the Find seats button while seated tickets have no confirmed seats', () => {
    expect(seatValidationErrors(groups, { 'p-adult': 1 }, new Map())).toEqual(["Please click the 'Find seats' button to continue."]);
  });

  it('names each group with too few or too many seats', () => {
    const confirmed = new Map([['st-c1', 'g-premium'], ['st-c6', 'g-standard'], ['st-c7', 'g-standard']]);
    expect(seatValidationErrors(groups, { 'p-adult': 1, 'p-child': 1, 's-adult': 1 }, confirmed)).toEqual(['Not enough seats for Premium', 'Too many seats for Standard']);
  });

  it('finds nothing wrong when the seats match the quantities or no seated group has tickets', () => {
    expect(seatValidationErrors(groups, { 'p-adult': 1 }, new Map([['st-c1', 'g-premium']]))).toEqual([]);
    expect(seatValidationErrors(groups, {}, new Map())).toEqual([]);
  });
});

describe('assignSeats', () => {
  it("gives each seated item a seat of its group in seat-name order and leaves other items alone", () => {
    const items: ReservationItem[] = [{ ticketTypeId: 'p-adult' }, { ticketTypeId: 'p-child' }, { ticketTypeId: 'other' }, { ticketTypeId: 's-adult' }];
    const seats = [
      { id: 'st-c10', name: 'Stalls C10', groupId: 'g-premium' },
      { id: 'st-c9', name: 'Stalls C9', groupId: 'g-premium' },
      { id: 'st-d1', name: 'Stalls D1', groupId: 'g-standard' },
    ];
    expect(assignSeats(items, [premium, standard], seats)).toEqual([
      { ticketTypeId: 'p-adult', seatTemplateId: 'st-c9' },
      { ticketTypeId: 'p-child', seatTemplateId: 'st-c10' },
      { ticketTypeId: 'other' },
      { ticketTypeId: 's-adult', seatTemplateId: 'st-d1' },
    ]);
  });
});
