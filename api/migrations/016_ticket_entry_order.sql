-- Tickets reserved in one statement keep the order they were asked for (issue 13: a
-- membership's members list in the order they were entered; the cart's `byCreation` too):
-- clock_timestamp() advances row by row, now() is one instant for the whole transaction.
ALTER TABLE tickets ALTER COLUMN created_at SET DEFAULT clock_timestamp();
