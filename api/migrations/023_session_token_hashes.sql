-- Session tokens are kept as their SHA-256 (issue 31): a copy of these tables, a backup or a log
-- of their rows signs nobody in. Sessions and their order grants live on: each stored token
-- becomes its digest, which is what the API now looks a cookie's token up by.
ALTER TABLE web_session_order_grants DROP CONSTRAINT web_session_order_grants_session_token_fkey;
ALTER TABLE web_sessions RENAME COLUMN token TO token_hash;
ALTER TABLE web_session_order_grants RENAME COLUMN session_token TO session_token_hash;
UPDATE web_sessions SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
UPDATE web_session_order_grants SET session_token_hash = encode(sha256(convert_to(session_token_hash, 'UTF8')), 'hex');
ALTER TABLE web_session_order_grants
  ADD CONSTRAINT web_session_order_grants_session_token_hash_fkey
  FOREIGN KEY (session_token_hash) REFERENCES web_sessions (token_hash) ON DELETE CASCADE;
