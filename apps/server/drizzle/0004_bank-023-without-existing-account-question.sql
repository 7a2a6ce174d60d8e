-- Spec 001 §2 asks only bank 022 (CIMB Niaga) whether the customer already has an account; an
-- earlier seed set the question and the app links on 023 (CIMB Syariah) too, and the seed never
-- overwrites a bank, so databases made before the fix keep asking until this runs.
UPDATE "banks" SET "requires_existing_account" = false, "app_links" = '[]'::jsonb WHERE "code" = '023';
