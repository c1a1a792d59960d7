-- The caps on mail to one address (the account mails, a lead's acknowledgment) count that
-- address's recent mails of a kind, in any case: without this index each count read the whole
-- outbox.
CREATE INDEX email_outbox_recipient ON email_outbox (recipient COLLATE NOCASE, kind, created_at);
