-- Sessions, rate limits and sign-in backoff (issue 10, ADR 0012).

-- Server-side session expiry: idle since last_seen_at (touched at most once a minute),
-- absolute since created_at. Both are written from the API's clock.
ALTER TABLE web_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX web_sessions_last_seen ON web_sessions (last_seen_at);
CREATE INDEX web_sessions_created ON web_sessions (created_at);
CREATE INDEX web_sessions_public_identity ON web_sessions (public_identity_id);

-- Request counters of the rate limits, one fixed window per key, shared by every API
-- instance on one PostgreSQL (PGlite keeps them in memory).
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_resets ON rate_limit_hits (resets_at);

-- Failed sign-ins per account (`account:<email>`) and per address (`address:<ip>`): past a
-- threshold the key is blocked until blocked_until, with a window that grows per failure.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failed_at timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX login_failures_last_failed ON login_failures (last_failed_at);

-- The cleanup (services/cleanup.ts) looks for anonymous identities nothing refers to.
CREATE INDEX identities_anonymous_created ON identities (created_at) WHERE kind IN ('public', 'guest');
CREATE INDEX carts_purchaser_identity ON carts (purchaser_identity_id);
CREATE INDEX ticket_orders_identity ON ticket_orders (identity_id);
CREATE INDEX identities_created_by ON identities (created_by_identity_id);
