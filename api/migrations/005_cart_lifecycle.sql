-- Discount promo codes and cart modifications (spec 01 §3 Cart, Code lookup; §5 promo code).
-- A 'discount' code takes a percentage or a fixed amount (minor units) off the cart's tickets,
-- optionally only off one ticket type; `max_uses`/`uses` count the carts it was applied to.
ALTER TABLE promo_codes DROP CONSTRAINT IF EXISTS promo_codes_kind_check;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_kind_check CHECK (kind IN ('unlock', 'discount'));
ALTER TABLE promo_codes
  ADD COLUMN name text,
  ADD COLUMN description text,
  ADD COLUMN percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  ADD COLUMN amount_off_minor integer CHECK (amount_off_minor > 0),
  ADD COLUMN ticket_type_id uuid REFERENCES ticket_types (id) ON DELETE CASCADE,
  ADD COLUMN max_uses integer CHECK (max_uses >= 0),
  ADD COLUMN uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  ADD COLUMN blocking_checkout boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT promo_codes_discount_amount CHECK (
    kind <> 'discount' OR ((percent_off IS NULL) <> (amount_off_minor IS NULL))
  );

-- What a code did to a cart. `discount` is recomputed whenever the cart's tickets change.
CREATE TABLE cartmods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  promo_code_id uuid REFERENCES promo_codes (id) ON DELETE SET NULL,
  code text,
  name text NOT NULL,
  description text,
  discount_minor integer NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  blocking_checkout boolean NOT NULL DEFAULT false,
  activating_code_groups jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cartmods_cart ON cartmods (cart_id);
CREATE UNIQUE INDEX cartmods_cart_code ON cartmods (cart_id, code);
