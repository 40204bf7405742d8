-- Seat maps (issue 15, spec 01 §2 "Seat selection", §3 Seat, §4 Seats; ADR 0023).

-- A seating plan of a venue: the drawing's size and the seller's background markup (SVG,
-- sanitised before it is stored and again before it is answered). `version` changes whenever
-- the geometry does, so a client may keep the geometry and refresh only the seats' states.
CREATE TABLE seat_layouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  name text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  background text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1 CHECK (version > 0)
);
CREATE INDEX seat_layouts_venue ON seat_layouts (venue_id);

-- One seat of a layout. `name` is unique in the layout and is what neighbours refer to
-- (`previous_name`/`next_name`: the seats beside it in its row, spec 01 §3). `zone` is the
-- price zone; an event's seated ticket groups name the zones they sell (`seat_zones`), so a
-- seat whose zone no group sells (a wheelchair place sold by phone) is unavailable.
CREATE TABLE seat_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seat_layout_id uuid NOT NULL REFERENCES seat_layouts (id) ON DELETE CASCADE,
  name text NOT NULL,
  section text NOT NULL,
  row_label text NOT NULL,
  seat_number text NOT NULL,
  zone text NOT NULL,
  x real NOT NULL,
  y real NOT NULL,
  r real NOT NULL CHECK (r > 0),
  previous_name text,
  next_name text,
  -- Drawing and reading order (section, row, seat).
  rank integer NOT NULL DEFAULT 0,
  UNIQUE (seat_layout_id, name)
);
CREATE INDEX seat_templates_layout ON seat_templates (seat_layout_id, rank);

-- A seated event is played on one layout of its venue.
ALTER TABLE event_templates ADD COLUMN seat_layout_id uuid REFERENCES seat_layouts (id);

-- The group's colour on the seat map (spec 01 §3 ticket group `color`) and, for `seated`
-- groups, the zones of the layout it sells.
ALTER TABLE ticket_groups ADD COLUMN color text CHECK (color IS NULL OR color ~ '^#[0-9a-fA-F]{6}$');
ALTER TABLE ticket_groups ADD COLUMN seat_zones text[] NOT NULL DEFAULT '{}';

-- A seated ticket holds its seat. The seat's name is kept on the ticket, as printed on it,
-- whatever later happens to the layout.
ALTER TABLE tickets ADD COLUMN seat_template_id uuid REFERENCES seat_templates (id);
ALTER TABLE tickets ADD COLUMN seat_name text;

-- A seat is held or sold at most once per session: the database refuses a second live ticket
-- for it even if a writer skipped the session lock. Expired holds still in 'in_cart' are
-- cancelled by the reservation (under the session lock) before it takes their seats.
CREATE UNIQUE INDEX tickets_live_seat ON tickets (event_session_id, seat_template_id)
  WHERE seat_template_id IS NOT NULL AND state IN ('in_cart', 'held', 'booked', 'redeemed');
