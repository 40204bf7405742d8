-- Tickets keep the order they were asked for, also when reserved in one statement (issue 13: a
-- membership's members list in the order they were entered). A row's `created_at` is the
-- transaction's instant, shared by every ticket of a request, so an identity column numbers
-- them in insertion order.
ALTER TABLE tickets ADD COLUMN entry_seq bigint GENERATED ALWAYS AS IDENTITY;
