-- The quote list kept with an account (app/accounts/quote-list.server.ts), so it follows its owner
-- from device to device: one row per item, with the time of its last change (milliseconds since
-- 1970, the Worker's clock). A removed item stays as a row with `removed` = 1 for 30 days, so a
-- device that still holds it cannot bring it back. Rows go when their account goes.
CREATE TABLE account_quote_items (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id TEXT NOT NULL,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  quantity INTEGER,
  note TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  removed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, item_id)
);

-- "Your requests" on /account finds a visitor's requests and applications by address, in any case.
CREATE INDEX contact_submissions_email ON contact_submissions (email COLLATE NOCASE);
CREATE INDEX job_applications_email ON job_applications (email COLLATE NOCASE);
