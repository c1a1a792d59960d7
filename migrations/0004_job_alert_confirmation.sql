-- Job alerts are double opt-in: a subscription counts only once its owner has followed the link
-- in the confirmation mail. One random token per subscriber serves the confirmation and the
-- unsubscribe links; unsubscribing deletes the row. Rows from before this change were never
-- confirmed, so they get a token and stay unconfirmed (they receive nothing).
ALTER TABLE job_subscribers ADD COLUMN token TEXT;
ALTER TABLE job_subscribers ADD COLUMN confirmed_at TEXT;
ALTER TABLE job_subscribers ADD COLUMN confirmation_sent_at TEXT;
UPDATE job_subscribers SET token = lower(hex(randomblob(24))) WHERE token IS NULL;
CREATE UNIQUE INDEX job_subscribers_token ON job_subscribers (token);
