-- The Spanish edition (docs/decisions/0065-the-spanish-edition.md): a request, an application or a
-- job alert remembers the language of the page it was sent from, so that what we send back (the
-- acknowledgment, the alert mails) is in that language and staff know which language to answer
-- in. Everything before came from the English site.
ALTER TABLE contact_submissions ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE job_applications ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE job_subscribers ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
