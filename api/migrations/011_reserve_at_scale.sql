-- Reserve at scale and fair holds (issue 10, ADR 0011).

-- Booked (and redeemed) tickets per session and per group, kept by triggers on tickets so every
-- writer (bookings, refunds, the seed, tests, the benchmark's SQL) keeps them right. A session
-- counts only tickets of groups that take event capacity. Availability reads these counters
-- plus the live holds below instead of counting every ticket a session ever had.
ALTER TABLE event_sessions ADD COLUMN booked_count integer NOT NULL DEFAULT 0;
ALTER TABLE ticket_groups ADD COLUMN booked_count integer NOT NULL DEFAULT 0;

UPDATE ticket_groups g SET booked_count = b.count
FROM (SELECT ticket_group_id, count(*)::int AS count FROM tickets WHERE state IN ('booked', 'redeemed') GROUP BY 1) b
WHERE b.ticket_group_id = g.id;

UPDATE event_sessions s SET booked_count = b.count
FROM (
  SELECT t.event_session_id, count(*)::int AS count
  FROM tickets t JOIN ticket_groups g ON g.id = t.ticket_group_id
  WHERE t.state IN ('booked', 'redeemed') AND t.event_session_id IS NOT NULL AND NOT g.exclude_from_event_capacity
  GROUP BY 1
) b
WHERE b.event_session_id = s.id;

-- Applies per-ticket changes (+1 entering booked, -1 leaving) summed per row, groups then
-- sessions, each in id order: the lock order of reservations (locking.ts), so two bookings
-- never deadlock on the counters.
CREATE FUNCTION apply_booked_changes(group_ids uuid[], session_ids uuid[], deltas integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN
    SELECT c.group_id, sum(c.delta)::int AS delta
    FROM unnest(group_ids, deltas) AS c(group_id, delta)
    GROUP BY c.group_id HAVING sum(c.delta) <> 0 ORDER BY c.group_id
  LOOP
    UPDATE ticket_groups SET booked_count = booked_count + change.delta WHERE id = change.group_id;
  END LOOP;
  FOR change IN
    SELECT c.session_id, sum(c.delta)::int AS delta
    FROM unnest(session_ids, group_ids, deltas) AS c(session_id, group_id, delta)
      JOIN ticket_groups g ON g.id = c.group_id
    WHERE c.session_id IS NOT NULL AND NOT g.exclude_from_event_capacity
    GROUP BY c.session_id HAVING sum(c.delta) <> 0 ORDER BY c.session_id
  LOOP
    UPDATE event_sessions SET booked_count = booked_count + change.delta WHERE id = change.session_id;
  END LOOP;
END $$;

-- One statement-level trigger function for the three events (transition tables need one
-- trigger each); each branch reads only the transition tables its event has.
CREATE FUNCTION tickets_count_booked() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  group_ids uuid[];
  session_ids uuid[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ticket_group_id), array_agg(event_session_id), array_agg(1)
    INTO group_ids, session_ids, deltas
    FROM new_rows WHERE state IN ('booked', 'redeemed');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ticket_group_id), array_agg(event_session_id), array_agg(-1)
    INTO group_ids, session_ids, deltas
    FROM old_rows WHERE state IN ('booked', 'redeemed');
  ELSE
    SELECT array_agg(c.group_id), array_agg(c.session_id), array_agg(c.delta)
    INTO group_ids, session_ids, deltas
    FROM (
      SELECT ticket_group_id AS group_id, event_session_id AS session_id, 1 AS delta
      FROM new_rows WHERE state IN ('booked', 'redeemed')
      UNION ALL
      SELECT ticket_group_id, event_session_id, -1
      FROM old_rows WHERE state IN ('booked', 'redeemed')
    ) c;
  END IF;
  IF group_ids IS NOT NULL THEN
    PERFORM apply_booked_changes(group_ids, session_ids, deltas);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER tickets_count_booked_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_count_booked();
CREATE TRIGGER tickets_count_booked_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_count_booked();
CREATE TRIGGER tickets_count_booked_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_count_booked();

-- TRUNCATE fires no row triggers: every counter goes back to zero.
CREATE FUNCTION tickets_reset_booked() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ticket_groups SET booked_count = 0 WHERE booked_count <> 0;
  UPDATE event_sessions SET booked_count = 0 WHERE booked_count <> 0;
  RETURN NULL;
END $$;
CREATE TRIGGER tickets_reset_booked AFTER TRUNCATE ON tickets FOR EACH STATEMENT EXECUTE FUNCTION tickets_reset_booked();

-- A group joining or leaving the event capacity changes what its sessions count.
CREATE FUNCTION ticket_groups_recount_sessions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_sessions s SET booked_count = (
    SELECT count(*) FROM tickets t JOIN ticket_groups g ON g.id = t.ticket_group_id
    WHERE t.event_session_id = s.id AND t.state IN ('booked', 'redeemed') AND NOT g.exclude_from_event_capacity
  )
  WHERE s.id IN (SELECT DISTINCT event_session_id FROM tickets WHERE ticket_group_id = NEW.id AND event_session_id IS NOT NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER ticket_groups_recount_sessions AFTER UPDATE OF exclude_from_event_capacity ON ticket_groups
  FOR EACH ROW WHEN (OLD.exclude_from_event_capacity IS DISTINCT FROM NEW.exclude_from_event_capacity)
  EXECUTE FUNCTION ticket_groups_recount_sessions();

-- Live holds: only tickets still in a cart. Bookings, discards and the expiry sweep move
-- tickets out, so these stay as small as the holds of the last sweep interval.
CREATE INDEX tickets_live_session ON tickets (event_session_id) WHERE state IN ('in_cart', 'held');
CREATE INDEX tickets_live_group ON tickets (ticket_group_id) WHERE state IN ('in_cart', 'held');

-- Fair holds: live carts are capped per identity and per client address (the address the
-- cart was created from); a cart's one extension (PATCH my/cart/{id}) is recorded.
ALTER TABLE carts ADD COLUMN client_address text;
ALTER TABLE carts ADD COLUMN extended_at timestamptz;
CREATE INDEX carts_pending_identity ON carts (identity_id, expires_at) WHERE state = 'pending';
CREATE INDEX carts_pending_address ON carts (client_address, expires_at) WHERE state = 'pending';
