-- Events a venue import removed (issue 30): their pages answer 410 Gone rather than 404, so a
-- crawler or a link in an old e-mail learns the event is over, not mistyped. Listing the event
-- again in the seller's file takes it off this list.
CREATE TABLE removed_event_templates (
  id uuid PRIMARY KEY,
  seller_id uuid NOT NULL,
  removed_at timestamptz NOT NULL DEFAULT now()
);
