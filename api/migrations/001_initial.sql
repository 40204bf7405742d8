-- Initial schema of the reference ticketing platform API.
-- Money is integer minor units (*_minor), timestamps are timestamptz.

CREATE TABLE sellers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  timezone text NOT NULL,
  default_currency_code text NOT NULL CHECK (default_currency_code ~ '^[A-Z]{3}$'),
  cart_hold_seconds integer NOT NULL DEFAULT 900 CHECK (cart_hold_seconds > 0),
  web jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sellers_single_default ON sellers (is_default) WHERE is_default;

CREATE TABLE venues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  name text NOT NULL,
  timezone text NOT NULL
);

CREATE TABLE event_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  venue_id uuid NOT NULL REFERENCES venues (id),
  name text NOT NULL,
  subtitle text,
  description text,
  summary text,
  category text,
  event_type text NOT NULL DEFAULT 'repeating'
    CHECK (event_type IN ('single', 'repeating', 'membership', 'gift_card', 'donation')),
  hidden_type text NOT NULL DEFAULT 'public_browsable'
    CHECK (hidden_type IN ('public_browsable', 'public_member_only', 'public_link_only')),
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  config jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_templates_seller_name ON event_templates (seller_id, name);

CREATE TABLE ticket_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_template_id uuid NOT NULL REFERENCES event_templates (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  handler text NOT NULL DEFAULT 'tickets'
    CHECK (handler IN ('tickets', 'seated', 'donation', 'membership', 'ledger', 'codes', 'passes')),
  hidden_type text NOT NULL DEFAULT 'public_browsable'
    CHECK (hidden_type IN ('public_browsable', 'public_member_only', 'public_link_only')),
  min_tickets_per_order integer NOT NULL DEFAULT 0 CHECK (min_tickets_per_order >= 0),
  max_tickets_per_order integer NOT NULL DEFAULT -1 CHECK (max_tickets_per_order >= -1),
  rank integer NOT NULL DEFAULT 0,
  meta jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX ticket_groups_template ON ticket_groups (event_template_id);

CREATE TABLE ticket_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_group_id uuid NOT NULL REFERENCES ticket_groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  summary text,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  price_min_minor integer CHECK (price_min_minor >= 0),
  price_max_minor integer CHECK (price_max_minor >= 0),
  rank integer NOT NULL DEFAULT 0
);
CREATE INDEX ticket_types_group ON ticket_types (ticket_group_id);

CREATE TABLE event_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_template_id uuid NOT NULL REFERENCES event_templates (id) ON DELETE CASCADE,
  start_datetime timestamptz NOT NULL,
  end_datetime timestamptz NOT NULL,
  capacity integer NOT NULL DEFAULT -1 CHECK (capacity >= -1),
  oversell_capacity integer NOT NULL DEFAULT 0 CHECK (oversell_capacity >= 0),
  CHECK (end_datetime >= start_datetime)
);
CREATE INDEX event_sessions_template_start ON event_sessions (event_template_id, start_datetime);

CREATE TABLE identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('public', 'guest', 'member')),
  first_name text,
  last_name text,
  email text,
  phone text,
  additional_info jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identity_id uuid NOT NULL UNIQUE REFERENCES identities (id),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE web_sessions (
  token text PRIMARY KEY,
  public_identity_id uuid NOT NULL REFERENCES identities (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE cart_number_seq START 100001;

CREATE TABLE carts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_number text NOT NULL UNIQUE DEFAULT nextval('cart_number_seq')::text,
  seller_id uuid NOT NULL REFERENCES sellers (id),
  identity_id uuid NOT NULL REFERENCES identities (id),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'completed', 'cancelled')),
  currency_code text NOT NULL,
  channel text NOT NULL DEFAULT 'web',
  campaign jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX carts_identity ON carts (identity_id);

CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE ticket_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number text NOT NULL UNIQUE
    DEFAULT 'SF-' || lpad(nextval('order_number_seq')::text, 6, '0'),
  cart_id uuid NOT NULL REFERENCES carts (id),
  identity_id uuid NOT NULL REFERENCES identities (id),
  event_template_id uuid NOT NULL REFERENCES event_templates (id),
  currency_code text NOT NULL,
  purchased_on timestamptz NOT NULL
);
CREATE INDEX ticket_orders_cart ON ticket_orders (cart_id);

CREATE TABLE tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'in_cart'
    CHECK (state IN ('in_cart', 'held', 'booked', 'redeemed', 'cancelled', 'unbooked')),
  event_session_id uuid REFERENCES event_sessions (id),
  event_template_id uuid NOT NULL REFERENCES event_templates (id),
  ticket_group_id uuid NOT NULL REFERENCES ticket_groups (id),
  ticket_type_id uuid NOT NULL REFERENCES ticket_types (id),
  ticket_order_id uuid REFERENCES ticket_orders (id),
  face_value_minor integer NOT NULL CHECK (face_value_minor >= 0),
  adjusted_value_minor integer NOT NULL CHECK (adjusted_value_minor >= 0),
  admit_name text,
  admit_email text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_session_state ON tickets (event_session_id, state);
CREATE INDEX tickets_cart ON tickets (cart_id);
CREATE INDEX tickets_order ON tickets (ticket_order_id);
