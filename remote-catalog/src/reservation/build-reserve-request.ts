import type { Money, ReservationItem, ReserveRequest, TicketGroup } from '@storefront/shared';
import { assignSeats, type ChosenSeat } from '../seat-selection/seat-selection';

export interface BuildReserveInput {
  /** A `QuantitySelection` (or the same two fields). */
  quantities: { groups: TicketGroup[]; byType: Record<string, number> };
  /** The chosen session; flexible groups are reserved without one. */
  sessionId: string | null;
  /** An `AdmitDetails` (or anything answering `detailsFor`). */
  admit?: { detailsFor(typeId: string, index: number): { admitName?: string; admitEmail?: string } } | null;
  /** Flexible prices: ticket type id → face value in minor units. */
  faceValues?: Record<string, Money>;
  /** A `SurveyAnswers` (or its `additionalInfo`). */
  survey?: { additionalInfo: Record<string, Record<string, unknown>> } | null;
  /** Codes applied before reserving (a code-required rule). */
  codesBefore?: string[];
  /** The confirmed seats of the seated groups: each seated item takes one (`seatTemplateId`). */
  seats?: ChosenSeat[];
}

/** The shared `ReserveRequest`: one item per ticket, in group and type order, a seated one with its seat. */
export function buildReserveRequest({ quantities, sessionId, admit, faceValues, survey, codesBefore, seats = [] }: BuildReserveInput): ReserveRequest {
  const items: ReservationItem[] = [];
  const selectedGroups = new Set<string>();
  for (const group of quantities.groups) {
    for (const type of group.ticketTypes) {
      const n = quantities.byType[type.id] ?? 0;
      if (n > 0) selectedGroups.add(group.id);
      for (let i = 0; i < n; i++) {
        const item: ReservationItem = { ticketTypeId: type.id };
        if (!group.isFlexible && sessionId) item.sessionId = sessionId;
        const face = faceValues?.[type.id];
        if (face !== undefined) item.faceValueMinor = face;
        Object.assign(item, admit?.detailsFor(type.id, i) ?? {});
        items.push(item);
      }
    }
  }
  const info = Object.fromEntries(
    Object.entries(survey?.additionalInfo ?? {}).filter(([groupId, answers]) => selectedGroups.has(groupId) && Object.keys(answers).length > 0),
  );
  return {
    items: seats.length > 0 ? assignSeats(items, quantities.groups, seats) : items,
    ...(Object.keys(info).length > 0 ? { additionalInfo: info } : {}),
    ...(codesBefore && codesBefore.length > 0 ? { codesBefore } : {}),
  };
}
