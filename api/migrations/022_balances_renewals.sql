-- Scheduled balances and membership auto-renewals (issue 30 item 3, ADR 0036).

-- What the balance job did for one scheduled part of a cart (the part is named by its cart and
-- due date, as `scheduleParts` computes it). Each step is claimed by setting its column where
-- it is still null, so with several API instances a reminder goes once and a part is charged
-- or released once.
CREATE TABLE balance_collections (
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  due_date timestamptz NOT NULL,
  reminder_sent_at timestamptz,
  charge_attempted_at timestamptz,
  -- succeeded, declined (the card was refused; the buyer was told), no_card (nothing saved to charge)
  charge_outcome text CHECK (charge_outcome IN ('succeeded', 'declined', 'no_card')),
  overdue_applied_at timestamptz,
  PRIMARY KEY (cart_id, due_date)
);

-- One auto-renewal per membership and period (the valid_to it extends): claimed by inserting it,
-- so a period is never charged twice.
CREATE TABLE membership_renewals (
  membership_id uuid NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
  period_end timestamptz NOT NULL,
  state text NOT NULL CHECK (state IN ('charging', 'renewed', 'failed')),
  cart_id uuid,
  -- Why it failed (no_card, the card's decline code, renewal_not_open…).
  reason text,
  attempted_at timestamptz NOT NULL,
  PRIMARY KEY (membership_id, period_end)
);

-- A sandbox intent remembers `setup_future_usage`, as Stripe's does: a card confirmed after
-- 3-D Secure is saved once the intent succeeds, not only one that succeeds at once.
ALTER TABLE sandbox_payment_intents ADD COLUMN save_card boolean NOT NULL DEFAULT false;
