declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** tests/fixtures/sample-postings.sql, statement by statement. */
    TEST_SEED: string[];
    /** An empty database for tests that migrate step by step. */
    MIGRATIONS_DB: D1Database;
  }
}
