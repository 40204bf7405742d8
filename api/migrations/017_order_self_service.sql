-- Order self-service (issue 14, ADR 0022): manage links, edit carts, grants.

-- The secret of an order's manage link (`/manage/{id}?key=…`, in every order e-mail). Two
-- random UUIDs (244 random bits); bearer-grade, so it is compared in full and never logged.
ALTER TABLE ticket_orders ADD COLUMN manage_key text NOT NULL
  DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));

-- A web session that presented an order's manage key may see and manage that order (a guest
-- on another device, from the e-mail). Ends with the session.
CREATE TABLE web_session_order_grants (
  session_token text NOT NULL REFERENCES web_sessions (token) ON DELETE CASCADE,
  ticket_order_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_token, ticket_order_id)
);

-- An edit cart changes one booked order (spec 02 §4 Edit order): its new tickets are held like
-- any cart's; the booked tickets it removes stay booked (and counted) until it is confirmed,
-- so a reschedule never frees the old session before the new one is held.
ALTER TABLE carts ADD COLUMN edits_order_id uuid;
CREATE INDEX carts_live_edits ON carts (edits_order_id) WHERE state = 'pending' AND edits_order_id IS NOT NULL;

CREATE TABLE cart_ticket_removals (
  cart_id uuid NOT NULL,
  ticket_id uuid NOT NULL,
  PRIMARY KEY (cart_id, ticket_id)
);
CREATE INDEX cart_ticket_removals_ticket ON cart_ticket_removals (ticket_id);
