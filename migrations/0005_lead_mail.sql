-- Every lead reaches the company (docs/decisions/0034-every-lead-reaches-the-company.md).
-- Leads get a reference the visitor is shown and staff answer with; the outbox becomes a durable
-- delivery log: who it is for, how many tries, the last error, when to try next; and a retention
-- job needs to know when a position was filled and which postings have been announced.

ALTER TABLE contact_submissions ADD COLUMN reference TEXT;
ALTER TABLE contact_submissions ADD COLUMN page TEXT;
UPDATE contact_submissions SET reference = 'RQ-' || printf('%06d', id) WHERE reference IS NULL;
CREATE UNIQUE INDEX contact_submissions_reference ON contact_submissions (reference);

ALTER TABLE job_applications ADD COLUMN reference TEXT;
UPDATE job_applications SET reference = 'AP-' || printf('%06d', id) WHERE reference IS NULL;
CREATE UNIQUE INDEX job_applications_reference ON job_applications (reference);

-- When a posting closes (active 1 -> 0) it is filled: applications to it are kept 12 months more.
ALTER TABLE job_postings ADD COLUMN closed_at TEXT;
-- When subscribers were told about a posting; postings open before job alerts went out count as told.
ALTER TABLE job_postings ADD COLUMN alerted_at TEXT;
UPDATE job_postings SET alerted_at = created_at;
UPDATE job_postings SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE active = 0;
CREATE TRIGGER job_postings_closed AFTER UPDATE OF active ON job_postings
  WHEN OLD.active = 1 AND NEW.active = 0
  BEGIN UPDATE job_postings SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER job_postings_reopened AFTER UPDATE OF active ON job_postings
  WHEN OLD.active = 0 AND NEW.active = 1
  BEGIN UPDATE job_postings SET closed_at = NULL WHERE id = NEW.id; END;

-- The outbox, rebuilt for a new status ('sending': claimed by one delivery attempt) and the
-- delivery bookkeeping. Status: queued (waiting or between retries), sending, sent, failed
-- (gave up after the queue's retries: the dead letters).
CREATE TABLE email_outbox_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  kind TEXT NOT NULL,
  audience TEXT NOT NULL DEFAULT 'visitor' CHECK (audience IN ('staff', 'visitor')),
  lead_reference TEXT,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  tries INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT,
  claimed_at TEXT,
  transport TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);
-- Mails written before this migration were handed to their transport at once: none is sent again.
INSERT INTO email_outbox_new (id, recipient, subject, body, kind, status, created_at, sent_at)
  SELECT id, recipient, subject, body, kind, CASE status WHEN 'queued' THEN 'sent' ELSE status END, created_at, sent_at FROM email_outbox;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_new RENAME TO email_outbox;
CREATE INDEX email_outbox_status ON email_outbox (status, next_attempt_at);
CREATE INDEX email_outbox_lead_reference ON email_outbox (lead_reference);
