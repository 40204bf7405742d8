-- The catalog of spec 01: ticket group sales windows, capacity, flexible admission and
-- surveys; session surcharges; message rules; memberships and their rules; promo codes.

ALTER TABLE ticket_groups
  ADD COLUMN sales_start timestamptz,
  ADD COLUMN sales_end timestamptz,
  ADD COLUMN start_policy text CHECK (start_policy IN ('fixedfrom', 'fixedto')),
  ADD COLUMN start_policy_date date,
  ADD COLUMN duration_new text,
  ADD COLUMN capacity integer NOT NULL DEFAULT -1 CHECK (capacity >= -1),
  ADD COLUMN oversell_capacity integer NOT NULL DEFAULT 0 CHECK (oversell_capacity >= 0),
  ADD COLUMN exclude_from_event_capacity boolean NOT NULL DEFAULT false,
  ADD COLUMN additional_info_spec jsonb;

ALTER TABLE ticket_types
  ADD COLUMN member_event_ticket_type boolean NOT NULL DEFAULT false;

-- Added to every fixed price of the session's tickets (a Saturday evening costs more).
ALTER TABLE event_sessions
  ADD COLUMN surcharge_minor integer NOT NULL DEFAULT 0 CHECK (surcharge_minor >= 0);

-- Flexible (session-less) tickets carry their own validity; survey answers per ticket.
ALTER TABLE tickets
  ADD COLUMN valid_from timestamptz,
  ADD COLUMN valid_to timestamptz,
  ADD COLUMN additional_info jsonb NOT NULL DEFAULT '{}'::jsonb;
CREATE INDEX tickets_group_state ON tickets (ticket_group_id, state);

CREATE TABLE message_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_template_id uuid NOT NULL REFERENCES event_templates (id) ON DELETE CASCADE,
  action text NOT NULL
    CHECK (action IN ('session_annotation', 'session_message', 'date_annotation', 'date_message', 'quantity_message')),
  message text NOT NULL,
  style text NOT NULL DEFAULT 'info' CHECK (style IN ('info', 'warning', 'error', 'success')),
  triggers jsonb NOT NULL DEFAULT '{}'::jsonb,
  rank integer NOT NULL DEFAULT 0
);
CREATE INDEX message_rules_template ON message_rules (event_template_id);

CREATE TABLE memberships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scan_code text NOT NULL UNIQUE,
  level_name text NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  auto_renew_state text NOT NULL DEFAULT 'none' CHECK (auto_renew_state IN ('scheduled', 'cancelled', 'none')),
  member_event_purchase_limit integer CHECK (member_event_purchase_limit >= 0),
  event_template_id uuid NOT NULL REFERENCES event_templates (id),
  ticket_group_id uuid NOT NULL REFERENCES ticket_groups (id),
  CHECK (valid_to > valid_from)
);
CREATE INDEX memberships_user ON memberships (user_id);

CREATE TABLE membership_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  ticket_type_id uuid NOT NULL REFERENCES ticket_types (id) ON DELETE CASCADE,
  ticket_group_id uuid NOT NULL REFERENCES ticket_groups (id) ON DELETE CASCADE,
  party_role text NOT NULL,
  named text NOT NULL CHECK (named IN ('yes', 'no', 'optional')),
  min integer NOT NULL DEFAULT 0 CHECK (min >= 0),
  max integer NOT NULL DEFAULT -1,
  rank integer NOT NULL DEFAULT 0
);
CREATE INDEX membership_rules_seller ON membership_rules (seller_id);

-- Promo codes. 'unlock' codes open a code-required ticket group; later kinds (discounts)
-- add their own columns (amount, percentage, usage limits) beside these.
CREATE TABLE promo_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code = upper(code) AND length(code) BETWEEN 2 AND 35),
  kind text NOT NULL CHECK (kind IN ('unlock')),
  ticket_group_id uuid REFERENCES ticket_groups (id) ON DELETE CASCADE,
  valid_from timestamptz,
  valid_to timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'unlock' OR ticket_group_id IS NOT NULL)
);
CREATE UNIQUE INDEX promo_codes_seller_code ON promo_codes (seller_id, code);
