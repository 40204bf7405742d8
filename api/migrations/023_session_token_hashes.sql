-- Session tokens are kept as their SHA-256 (issue 31): a copy of this table, a backup or a log
-- of its rows signs nobody in. Sessions live on: each stored token becomes its digest, which is
-- what the API now looks a cookie's token up by.
ALTER TABLE web_sessions RENAME COLUMN token TO token_hash;
UPDATE web_sessions SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
