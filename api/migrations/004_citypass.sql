-- CityPASS vouchers (spec 01 §5): one code per ticket. A redemption lives as long as its
-- ticket; rows of tickets no longer held or booked (expired or discarded carts) are freed by
-- the next reservation that asks for the same code, inside its transaction.
CREATE TABLE citypass_redemptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code = upper(code)),
  ticket_id uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX citypass_redemptions_seller_code ON citypass_redemptions (seller_id, code);
CREATE INDEX citypass_redemptions_ticket ON citypass_redemptions (ticket_id);
