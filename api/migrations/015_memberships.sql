-- Memberships (issue 13, spec 03 §3–§5, ADR 0021): programs, levels, benefits, gifts, renewals.

-- A membership program: the membership event's levels, ranked, with the renewal window.
CREATE TABLE membership_programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  -- The membership event (event_type 'membership') whose ticket groups are the levels.
  event_template_id uuid NOT NULL UNIQUE REFERENCES event_templates (id) ON DELETE CASCADE,
  name text NOT NULL,
  rank integer NOT NULL DEFAULT 0,
  -- Renewal opens this many days before the membership ends (spec 03 §4 Renewal).
  renewal_window_days integer NOT NULL DEFAULT 60 CHECK (renewal_window_days >= 0),
  -- A gift code can be redeemed for this many days after the gift was bought.
  gift_code_valid_days integer NOT NULL DEFAULT 365 CHECK (gift_code_valid_days > 0)
);

-- A level (the spec's "role"): one ticket group of the membership event, ranked. Its ticket
-- types are the party roles (membership_rules say which are named and how many).
CREATE TABLE membership_levels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  program_id uuid NOT NULL REFERENCES membership_programs (id) ON DELETE CASCADE,
  ticket_group_id uuid NOT NULL UNIQUE REFERENCES ticket_groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  rank integer NOT NULL DEFAULT 0,
  -- Whether a buyer may enrol in auto-renew at this level (spec 03 §2.7 section 8).
  auto_renew_available boolean NOT NULL DEFAULT false,
  -- Member tickets per event (null = no limit), copied onto each membership sold.
  member_event_purchase_limit integer CHECK (member_event_purchase_limit >= 0),
  -- Allowances per event by ticket type name, '*' the wildcard overflow (spec 01 §5, spec 03 §3).
  -- Empty: no allowance limit beyond member_event_purchase_limit.
  benefits jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX membership_levels_program ON membership_levels (program_id);

-- A membership belongs to one level; the order that last bought or renewed it, whose booked
-- tickets are the members (admit names by ticket type).
ALTER TABLE memberships
  ADD COLUMN program_id uuid REFERENCES membership_programs (id),
  ADD COLUMN level_id uuid REFERENCES membership_levels (id),
  ADD COLUMN ticket_order_id uuid;
CREATE INDEX memberships_level ON memberships (level_id);

-- One membership per user and program: buying again renews (extends) it.
CREATE UNIQUE INDEX memberships_user_program ON memberships (user_id, event_template_id);

-- A gift: the cart was reserved as a gift (member benefits off, no renewal), the giftee set by
-- gift_checkout (spec 02 §7).
ALTER TABLE carts
  ADD COLUMN is_gift boolean NOT NULL DEFAULT false,
  ADD COLUMN giftee_identity_id uuid REFERENCES identities (id);

-- Giftees (`POST giftee`) are identities of kind 'giftee', created by a browser session.
ALTER TABLE identities DROP CONSTRAINT IF EXISTS identities_kind_check;
ALTER TABLE identities ADD CONSTRAINT identities_kind_check CHECK (kind IN ('public', 'guest', 'member', 'giftee'));

-- Gift codes: 10 digits, one per gifted level; redeemed once (spec 03 §5 Gift code).
CREATE TABLE membership_gift_codes (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{10}$'),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  level_id uuid NOT NULL REFERENCES membership_levels (id) ON DELETE CASCADE,
  -- The gift order that bought it (null for codes issued by staff or demo data); no foreign
  -- key, as for memberships.
  ticket_order_id uuid,
  giftee_identity_id uuid REFERENCES identities (id),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  -- Set when a redemption order completes; a held redemption does not exhaust the code.
  redeemed_at timestamptz,
  redeemed_by_user_id uuid REFERENCES users (id),
  CHECK (valid_to > valid_from)
);
CREATE INDEX membership_gift_codes_seller ON membership_gift_codes (seller_id);

-- A redemption cart names the gift code it redeems (apply_code with a gift code).
ALTER TABLE carts ADD COLUMN gift_code text REFERENCES membership_gift_codes (code);
