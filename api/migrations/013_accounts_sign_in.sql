-- Accounts and sign-in (issue 12, ADR 0019).

-- An account may have no password yet (created by a purchase or a membership): a password
-- login then answers guest_account and mails a link to set one.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

-- Profile fields (spec 03 §3 Identity): State can be cleared from the profile; ZIP code is
-- one of the member-ID login identifiers.
ALTER TABLE identities ADD COLUMN state text;
ALTER TABLE identities ADD COLUMN zip_code text;
ALTER TABLE identities ADD COLUMN country text;

-- One-time codes (spec 03 §4 OTP): the token the page keeps and the 6-character code the
-- e-mail carries are both stored only as hashes. A row exists for unknown e-mails too (no
-- user, no mail) so the answer never says whether an account exists. available_at is set
-- when the mail was handed to the transport; before that verification is not_available_yet.
CREATE TABLE one_time_codes (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  user_id uuid REFERENCES users (id),
  seller_id uuid,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  available_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX one_time_codes_expires ON one_time_codes (expires_at);
CREATE INDEX one_time_codes_email ON one_time_codes (email, created_at);

-- Password reset links (spec 03 §4): single use, expiring, stored as hashes.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_expires ON password_reset_tokens (expires_at);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);
