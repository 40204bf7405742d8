/**
 * The seat map of a seated event's session (spec 01 §3 Seat, §4 Seats, §7 `seat_map`): the
 * layout's geometry and each seat's state at the session, read in one statement however large
 * the hall (ADR 0023).
 */
import type { ApiSeat, ApiSeatMap, ApiSeatState, ApiSeatStateEntry, ApiTicketGroup } from '@storefront/shared/wire';
import type { Db } from '../infra/db/client';
import { findEventSeatLayout, findGroupZones, findLayoutSeats, findTakenSeats, findUnavailableSeats, type SeatRow } from './catalog-repository';
import { EventError } from '../lib/errors';
import type { EventService, Viewer } from './events';
import { sanitizeLayoutBackground } from './seat-layout-markup';


/** How the event's seated groups sell the layout's zones. */
interface ZoneSales {
  /** Zone → comma list of the groups selling it, in group rank order. */
  groupsOf: Map<string, string>;
  /** Zones at least one of whose groups can be bought now. */
  open: Set<string>;
}


export class SeatMapService {
  /** Sanitised backgrounds by layout id and version: a request does not pay jsdom. */
  private readonly backgrounds = new Map<string, string>();
  /**
   * Seats by layout id and version (the version changes with the geometry, migration 018): an
   * opening reads only the session's taken seats, not 10,000 rows of an arena each time.
   */
  private readonly geometries = new Map<string, Promise<SeatRow[]>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly events: EventService,
  ) {}

  /**
   * `GET events/{eventId}/sessions/{sessionId}/seat_map`. The event, the session and the groups
   * the caller may see, and whether each group can be bought at this session, are the session
   * detail's; an event without a layout has no seat map.
   */
  async seatMap(viewer: Viewer, eventId: string, sessionId: string, options: { withGeometry: boolean }): Promise<ApiSeatMap> {
    const detail = await this.events.sessionDetail(viewer, eventId, sessionId, {});
    const layout = await findEventSeatLayout(this.db, eventId);
    if (!layout) throw new EventError('not_found', { context: 'seat_map', description: 'This event has no seat map' });
    const sales = await this.zoneSales(detail.ticket_group.filter((g) => g.handler === 'seated'));
    const now = this.now();
    const head = { event_session_id: detail.id, seat_layout_id: layout.id, layout_version: layout.version };

    if (!options.withGeometry) {
      const open = [...sales.open];
      // Only the seats that are not available: taken, or in a zone no open group sells.
      const rows = await findUnavailableSeats(this.db, detail.id, layout.id, open, now);
      const seats: ApiSeatStateEntry[] = rows.map((row) => ({ seat_template_id: row.id, state: row.taken ? 'booked' : 'unavailable' }));
      return { ...head, seats };
    }

    const [geometry, taken] = await Promise.all([
      this.geometry(layout),
      findTakenSeats(this.db, detail.id, now),
    ]);
    const takenIds = new Set(taken.map((row) => row.seat_template_id));
    const seats = geometry.map((row): ApiSeat => {
      const state: ApiSeatState = takenIds.has(row.id) ? 'booked' : sales.open.has(row.zone) ? 'available' : 'unavailable';
      return {
        seat_template_id: row.id,
        name: row.name,
        section: row.section,
        row: row.row_label,
        number: row.seat_number,
        x: row.x,
        y: row.y,
        r: row.r,
        ticket_groups: sales.groupsOf.get(row.zone) ?? '',
        previous: row.previous_name,
        next: row.next_name,
        state,
      };
    });
    return { ...head, map_geometry: { width: layout.width, height: layout.height, background: this.background(layout) }, seats };
  }

  /** `groups`: the visible seated groups in rank order, `available` at this session. */
  private async zoneSales(groups: ApiTicketGroup[]): Promise<ZoneSales> {
    const groupsOf = new Map<string, string>();
    const open = new Set<string>();
    if (groups.length === 0) return { groupsOf, open };
    const rows = await findGroupZones(this.db, groups.map((g) => g.id));
    const zonesOf = new Map(rows.map((row) => [row.id, row.seatZones]));
    for (const group of groups) {
      for (const zone of zonesOf.get(group.id) ?? []) {
        const listed = groupsOf.get(zone);
        groupsOf.set(zone, listed ? `${listed},${group.id}` : group.id);
        if (group.available) open.add(zone);
      }
    }
    return { groupsOf, open };
  }

  private geometry(layout: { id: string; version: number }): Promise<SeatRow[]> {
    const key = `${layout.id}:${layout.version}`;
    let seats = this.geometries.get(key);
    if (!seats) {
      seats = findLayoutSeats(this.db, layout.id);
      this.geometries.set(key, seats);
      // A failed read is not kept.
      seats.catch(() => this.geometries.delete(key));
    }
    return seats;
  }

  private background(layout: { id: string; version: number; background: string }): string {
    const key = `${layout.id}:${layout.version}`;
    let clean = this.backgrounds.get(key);
    if (clean === undefined) {
      clean = sanitizeLayoutBackground(layout.background);
      this.backgrounds.set(key, clean);
    }
    return clean;
  }
}
