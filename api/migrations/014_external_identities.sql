-- External login (issue 12, spec 03 §4 auth methods, §7 External SSO).

-- A member account signed in through an OpenID Connect provider: the provider's issuer and
-- its subject (the `sub` claim) name the account there; e-mails can change, these do not.
CREATE TABLE external_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX external_identities_user ON external_identities (user_id);

-- Sign-ins under way at the provider: what the callback needs to finish one (PKCE verifier,
-- nonce, where to go back to, the visitor's cart and public identity). Stored here, not in a
-- cookie, so any API instance can finish a flow another started; the browser holds the state
-- in an HttpOnly cookie too, so a callback only completes in the browser that started it.
-- Single use: the callback deletes the row.
CREATE TABLE external_login_flows (
  state_hash text PRIMARY KEY,
  seller_id uuid NOT NULL REFERENCES sellers (id),
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_path text NOT NULL,
  cart_id uuid,
  public_identity_id uuid,
  expires_at timestamptz NOT NULL
);
CREATE INDEX external_login_flows_expires ON external_login_flows (expires_at);
