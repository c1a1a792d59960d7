-- Drawings and documents attached to a request (docs/decisions/0055-requests-that-carry-drawings.md):
-- a JSON list of {key, name, type, size}, each file in the UPLOADS bucket under its random key.
ALTER TABLE contact_submissions ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
