-- Payments (spec 02; ADR 0008). A pay request is one attempt under its Idempotency-Key (unique
-- per cart); each of its entries is a payment. The attempt keeps the answer it gave, so a retry
-- with the same key answers it again and charges nothing.

-- Who buys (set by guest_checkout / checkout), the membership auto-renew choice, and whether a
-- payment of the cart is in flight or processing: such a cart never expires (nor is swept).
ALTER TABLE carts
  ADD COLUMN purchaser_identity_id uuid REFERENCES identities (id),
  ADD COLUMN auto_renew boolean NOT NULL DEFAULT false,
  ADD COLUMN payment_pending boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT carts_channel_check CHECK (channel IN ('web', 'box_office', 'injected'));

CREATE TABLE payment_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 255),
  -- The request body's fingerprint: the same key with another body is refused.
  fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('in_flight', 'processing', 'succeeded', 'failed')),
  -- The error answered ({status, entry}) when the attempt failed.
  error jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (cart_id, idempotency_key)
);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  attempt_id uuid NOT NULL REFERENCES payment_attempts (id) ON DELETE CASCADE,
  -- The entry's place in its request (an attempt has one payment per entry).
  position integer NOT NULL CHECK (position >= 0),
  idempotency_key text NOT NULL,
  gateway_id text NOT NULL CHECK (gateway_id IN ('free', 'ledger', 'stripe')),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency_code text NOT NULL,
  status text NOT NULL CHECK (status IN ('in_flight', 'processing', 'succeeded', 'failed', 'refunded')),
  -- The provider's id of the charge: a PaymentIntent id, a gift card number.
  gateway_reference text,
  label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (cart_id, idempotency_key, position)
);
CREATE INDEX payments_cart ON payments (cart_id);

CREATE TABLE gateway_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  gateway_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('capture', 'refund', 'dispute_opened', 'dispute_closed', 'dispute_fee')),
  amount_minor integer NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX gateway_audit_cart ON gateway_audit (cart_id);

-- Gift cards: a ledger of balances, debited under a row lock.
CREATE TABLE gift_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE CHECK (length(number) BETWEEN 1 AND 70),
  currency_code text NOT NULL,
  balance_minor integer NOT NULL CHECK (balance_minor >= 0),
  state text NOT NULL CHECK (state IN ('active', 'inactive'))
);

-- Cards members kept for later (Stripe PaymentMethods attached to a Stripe customer).
CREATE TABLE saved_payment_methods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  provider_reference text NOT NULL,
  customer_reference text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (identity_id, provider_reference)
);

-- The Stripe sandbox's PaymentIntents (used when no STRIPE_SECRET_KEY is configured).
CREATE TABLE sandbox_payment_intents (
  id text PRIMARY KEY,
  -- metadata.cart_id: the cart the intent pays.
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  client_secret text NOT NULL,
  idempotency_key text UNIQUE,
  amount_minor integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  payment_method text NOT NULL,
  customer text,
  description text,
  last_payment_error jsonb,
  processing_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Checkout rules (spec 02 §2 blocked cart): a cartmod made by an event's rule blocks checkout
-- until a code of one of its activating code groups is applied.
ALTER TABLE cartmods ADD COLUMN event_template_id uuid REFERENCES event_templates (id) ON DELETE CASCADE;
ALTER TABLE promo_codes ADD COLUMN code_group text;
ALTER TABLE promo_codes DROP CONSTRAINT IF EXISTS promo_codes_kind_check;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_kind_check CHECK (kind IN ('unlock', 'discount', 'checkout'));
