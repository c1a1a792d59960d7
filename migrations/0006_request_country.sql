-- Requests from abroad (docs/decisions/0045-requests-from-abroad.md): a request says which country
-- it comes from; District is asked only for Belize and is empty otherwise. Every earlier request
-- came from the Belize-only form, so it keeps its district and counts as Belize.
ALTER TABLE contact_submissions ADD COLUMN country TEXT NOT NULL DEFAULT 'Belize';
