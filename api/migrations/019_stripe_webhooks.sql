-- Stripe webhooks (issue 30 items 4 and 7, ADR 0032). Each event is handled once: its id is
-- claimed here before it settles anything, so a replayed or concurrent delivery of the same
-- event is acknowledged and changes nothing.
CREATE TABLE stripe_webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  -- The PaymentIntent the event is about (a charge's intent for charge.refunded).
  payment_intent text,
  received_at timestamptz NOT NULL
);

-- The reconciler looks for carts left payment_pending and attempts left in flight.
CREATE INDEX carts_payment_pending ON carts (expires_at) WHERE payment_pending;
CREATE INDEX payment_attempts_open ON payment_attempts (created_at) WHERE state IN ('in_flight', 'processing');
