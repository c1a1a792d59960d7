import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach } from "vitest";

// The same numbered migrations wrangler applies locally and in production, then the sample
// postings local development and previews get (tests/fixtures/sample-postings.sql; added once).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(env.TEST_SEED.map((query) => env.DB.prepare(query)));

// Each test starts from the migrated and seeded database (sample postings kept, postings a test
// added, all titled "Test …", gone) and an empty KV cache.
beforeEach(async () => {
  await env.DB.batch(
    [
      "contact_submissions",
      "page_views",
      "web_vitals",
      "job_applications",
      "job_subscribers",
      "email_outbox",
      "verifications",
      "sessions",
      "accounts",
      "account_quote_items",
      "users",
    ]
      .map((table) => env.DB.prepare(`DELETE FROM ${table}`))
      .concat(env.DB.prepare("DELETE FROM job_postings WHERE title LIKE 'Test %'")),
  );
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
});
