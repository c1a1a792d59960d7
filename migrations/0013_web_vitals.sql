-- Field Core Web Vitals (docs/decisions/0072-field-web-vitals.md): one row per metric of a page
-- load, sent only with the visitor's consent. No address, user agent or cookie: the page's route
-- pattern (never its concrete path or query), its language, where the edge saw the visit
-- (country, data centre) and the browser's connection class. Deleted after RETENTION.vitalsDays.
CREATE TABLE web_vitals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  route TEXT NOT NULL CHECK (route GLOB '/*' AND route NOT GLOB '*[?#]*'),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'es')),
  country TEXT,
  colo TEXT,
  effective_type TEXT CHECK (effective_type IS NULL OR effective_type IN ('slow-2g', '2g', '3g', '4g')),
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value REAL NOT NULL CHECK (value >= 0),
  rating TEXT NOT NULL CHECK (rating IN ('good', 'needs-improvement', 'poor')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX web_vitals_created_at ON web_vitals (created_at);
