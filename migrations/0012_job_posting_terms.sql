-- A posting's terms, all optional (docs/decisions/0068-sample-postings-out-of-production.md; README
-- "Job postings"): the last day to apply, and a salary range. The board, the application form and
-- the JobPosting data show them where set; a posting past its closing date (Belize time) is no
-- longer listed and takes no applications. The checks refuse what the page could not show.
-- Last day to apply, YYYY-MM-DD (a real date: date() gives it back unchanged).
ALTER TABLE job_postings ADD COLUMN closes_on TEXT CHECK (closes_on IS NULL OR date(closes_on) IS closes_on);
-- Either or both ends of the range (cents allowed, for pay by the hour).
ALTER TABLE job_postings ADD COLUMN salary_min REAL CHECK (salary_min IS NULL OR salary_min > 0);
ALTER TABLE job_postings ADD COLUMN salary_max REAL CHECK (salary_max IS NULL OR (salary_max > 0 AND (salary_min IS NULL OR salary_max >= salary_min)));
-- ISO 4217 code; Belize dollars unless said otherwise.
ALTER TABLE job_postings ADD COLUMN salary_currency TEXT NOT NULL DEFAULT 'BZD' CHECK (salary_currency GLOB '[A-Z][A-Z][A-Z]');
-- What the amounts are paid per; none: the amounts alone.
ALTER TABLE job_postings ADD COLUMN salary_period TEXT CHECK (salary_period IS NULL OR salary_period IN ('month', 'year', 'hour'));
