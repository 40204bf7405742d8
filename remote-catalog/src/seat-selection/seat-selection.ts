/**
 * The seat selection rules of spec 01 §4 Seats and §5 (seated groups), pure: what a click
 * selects, what is still needed, which seats stay selectable, the submit validation and the
 * seats given to the reservation items. The picker's store applies them; nothing here draws.
 */
import { bySeatName, seatStateOf, type ReservationItem, type Seat, type SeatMap, type SeatStates, type TicketGroup } from '@storefront/shared';

/** The visitor's seats: seat id → the seated group it is taken for. */
export type SeatSelection = ReadonlyMap<string, string>;
/** Seated group id → how many seats it needs (or still needs), in the groups' order. */
export type SeatNeeds = ReadonlyMap<string, number>;

/** A chosen seat as the form keeps it once confirmed. */
export interface ChosenSeat {
  id: string;
  name: string;
  groupId: string;
}

export type SelectionChange = { ok: true; selection: SeatSelection; changed: Seat[] } | { ok: false; error: string };

/** Spec 01 §5, word for word. */
export const FIND_SEATS_REQUIRED = "Please click the 'Find seats' button to continue.";
export const ALL_SEATS_CHOSEN = 'You have chosen all the seats for your tickets. Deselect a seat to choose another.';
export const notEnoughSeats = (groupName: string) => `Not enough seats for ${groupName}`;
export const tooManySeats = (groupName: string) => `Too many seats for ${groupName}`;
export const seatNotAvailable = (seat: Seat) => `${seat.name} is not available.`;
export const seatNotSelected = (seat: Seat) => `${seat.name} is not selected.`;
export const seatNotForNeededGroups = (seat: Seat, groupNames: string[]) =>
  `${seat.name} is not sold for ${groupNames.join(' or ')}, the tickets still without seats. Choose another seat.`;

/** Seats needed per seated group: the sum of the selected quantities of its types (groups without tickets left out). */
export function seatNeeds(groups: TicketGroup[], byType: Readonly<Record<string, number>>): SeatNeeds {
  const needs = new Map<string, number>();
  for (const group of groups) {
    if (group.handler !== 'seated') continue;
    const count = group.ticketTypes.reduce((sum, t) => sum + (byType[t.id] ?? 0), 0);
    if (count > 0) needs.set(group.id, count);
  }
  return needs;
}

/** Seats chosen per group. */
export function selectedCounts(selection: SeatSelection): Map<string, number> {
  const counts = new Map<string, number>();
  for (const groupId of selection.values()) counts.set(groupId, (counts.get(groupId) ?? 0) + 1);
  return counts;
}

/** What each group still needs (0 when met or exceeded). */
export function remainingNeeds(needs: SeatNeeds, selection: SeatSelection): SeatNeeds {
  const counts = selectedCounts(selection);
  return new Map([...needs].map(([groupId, n]) => [groupId, Math.max(0, n - (counts.get(groupId) ?? 0))]));
}

export const totalOf = (needs: SeatNeeds): number => [...needs.values()].reduce((sum, n) => sum + n, 0);

/** The first group, in the needs' order, that sells `seat` and still needs seats; null when none. */
function neededGroupOf(seat: Seat, remaining: SeatNeeds): string | null {
  for (const [groupId, n] of remaining) if (n > 0 && seat.groupIds.includes(groupId)) return groupId;
  return null;
}

/** Narrowing (spec 01 §4): an available, unselected seat is selectable only while one of its groups still needs seats. */
export function isSelectable(seat: Seat, states: SeatStates, selection: SeatSelection, remaining: SeatNeeds): boolean {
  return seatStateOf(states, seat.id) === 'available' && !selection.has(seat.id) && neededGroupOf(seat, remaining) !== null;
}

/**
 * A click on an unselected seat (spec 01 §4): the seat plus its available, unselected
 * neighbours, searched outward (next, previous, next, …; a seat taken, unavailable, already
 * selected or sold by no needing group ends that direction) until every group's need is met.
 * Each seat goes to a group that sells it and still needs seats: the clicked seat's first
 * such group, kept for the neighbours while it needs seats.
 */
export function autoSelect(map: SeatMap, states: SeatStates, selection: SeatSelection, needs: SeatNeeds, clicked: Seat, groupNames?: ReadonlyMap<string, string>): SelectionChange {
  if (seatStateOf(states, clicked.id) !== 'available' || selection.has(clicked.id)) return { ok: false, error: seatNotAvailable(clicked) };
  const remaining = new Map(remainingNeeds(needs, selection));
  const first = neededGroupOf(clicked, remaining);
  if (first === null) {
    const stillNeeded = [...remaining].filter(([, n]) => n > 0).map(([id]) => groupNames?.get(id) ?? id);
    return { ok: false, error: stillNeeded.length === 0 ? ALL_SEATS_CHOSEN : seatNotForNeededGroups(clicked, stillNeeded) };
  }
  const byName = new Map(map.seats.map((s) => [s.name, s]));
  const next = new Map(selection);
  const changed: Seat[] = [];
  const take = (seat: Seat, groupId: string) => {
    next.set(seat.id, groupId);
    remaining.set(groupId, remaining.get(groupId)! - 1);
    changed.push(seat);
  };
  take(clicked, first);
  // The group neighbours join: the clicked seat's while it needs seats, else another needing one.
  const groupFor = (seat: Seat): string | null =>
    (remaining.get(first) ?? 0) > 0 && seat.groupIds.includes(first) ? first : neededGroupOf(seat, remaining);
  const cursors: Array<{ seat: Seat; step: 'next' | 'previous' } | null> = [
    { seat: clicked, step: 'next' },
    { seat: clicked, step: 'previous' },
  ];
  while (totalOf(remaining) > 0 && cursors.some(Boolean)) {
    for (let i = 0; i < cursors.length && totalOf(remaining) > 0; i++) {
      const cursor = cursors[i];
      if (!cursor) continue;
      const name = cursor.seat[cursor.step];
      const neighbour = name ? byName.get(name) : undefined;
      const groupId = neighbour && seatStateOf(states, neighbour.id) === 'available' && !next.has(neighbour.id) ? groupFor(neighbour) : null;
      if (!neighbour || groupId === null) {
        cursors[i] = null;
        continue;
      }
      take(neighbour, groupId);
      cursor.seat = neighbour;
    }
  }
  return { ok: true, selection: next, changed };
}

/** A click on a selected seat: it is deselected and its assignment cleared. */
export function deselect(selection: SeatSelection, seat: Seat): SelectionChange {
  if (!selection.has(seat.id)) return { ok: false, error: seatNotSelected(seat) };
  const next = new Map(selection);
  next.delete(seat.id);
  return { ok: true, selection: next, changed: [seat] };
}

/**
 * Spec 01 §5 seated groups at submit: none when no seated group has tickets; the 'Find seats'
 * message while seated tickets have no confirmed seats; else one message per group whose seats
 * do not match its quantities, in the groups' order.
 */
export function seatValidationErrors(groups: TicketGroup[], byType: Readonly<Record<string, number>>, confirmed: SeatSelection): string[] {
  const needs = seatNeeds(groups, byType);
  if (needs.size === 0) return [];
  if (confirmed.size === 0) return [FIND_SEATS_REQUIRED];
  const counts = selectedCounts(confirmed);
  const errors: string[] = [];
  for (const group of groups) {
    if (group.handler !== 'seated') continue;
    const need = needs.get(group.id) ?? 0;
    const have = counts.get(group.id) ?? 0;
    if (have < need) errors.push(notEnoughSeats(group.name));
    else if (have > need) errors.push(tooManySeats(group.name));
  }
  return errors;
}

/**
 * The reservation items with their seats (`seatTemplateId`): each item of a seated group
 * takes the next of its group's seats in seat-name order, so the cart lists them as chosen.
 */
export function assignSeats(items: ReservationItem[], groups: TicketGroup[], seats: ChosenSeat[]): ReservationItem[] {
  const groupOfType = new Map(groups.flatMap((g) => g.ticketTypes.map((t) => [t.id, g] as const)));
  const queues = new Map<string, ChosenSeat[]>();
  for (const seat of [...seats].sort((a, b) => bySeatName(a.name, b.name))) {
    queues.set(seat.groupId, [...(queues.get(seat.groupId) ?? []), seat]);
  }
  return items.map((item) => {
    const group = groupOfType.get(item.ticketTypeId);
    if (group?.handler !== 'seated') return item;
    const seat = queues.get(group.id)?.shift();
    return seat ? { ...item, seatTemplateId: seat.id } : item;
  });
}
