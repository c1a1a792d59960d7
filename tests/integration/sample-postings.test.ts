// The sample postings leave production (migrations/0011, docs/decisions/0068-sample-postings-out-of-production.md):
// on a database migrated up to 0010, as production was, with the two samples as 0002 and 0010
// wrote them, the rest of the migrations remove each sample still unchanged, keep one staff
// edited, and close one somebody applied to (the application is real); local development, the
// tests and previews get the samples back from tests/fixtures/sample-postings.sql, once.
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";

const db = env.MIGRATIONS_DB;
const UP_TO_0010 = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0011");

type Posting = { id: number; title: string; active: number; closed_at: string | null; description: string };
const postings = async () =>
  (await db.prepare("SELECT id, title, active, closed_at, description FROM job_postings ORDER BY id").all<Posting>()).results;
const seed = () => db.batch(env.TEST_SEED.map((query) => db.prepare(query)));

/** Drops everything, then migrates to where production stood before 0011. */
beforeEach(async () => {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
    )
    .all<{ name: string }>();
  if (results.length > 0) {
    await db.batch([db.prepare("PRAGMA defer_foreign_keys = ON"), ...results.map(({ name }) => db.prepare(`DROP TABLE "${name}"`))]);
  }
  await applyD1Migrations(db, UP_TO_0010);
});

describe("migrations/0011: the sample postings leave production", () => {
  it("starts from the two samples, as 0002 and 0010 wrote them", async () => {
    expect((await postings()).map(({ title, active }) => ({ title, active }))).toEqual([
      { title: "Architects", active: 1 },
      { title: "Crane Assistant", active: 1 },
    ]);
  });

  it("deletes a sample still as seeded, and keeps one staff edited", async () => {
    const edited = "Support the crane operator at our Santa Elena yard: rig loads and guide lifts. NCCCO rigger card required.";
    await db.prepare("UPDATE job_postings SET description = ? WHERE title = 'Crane Assistant'").bind(edited).run();

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    expect(await postings()).toEqual([{ id: 2, title: "Crane Assistant", active: 1, closed_at: null, description: edited }]);
  });

  it("keeps a sample whose Spanish, location, department or type staff changed", async () => {
    await db.batch([
      db.prepare("UPDATE job_postings SET title_es = 'Arquitecta o arquitecto' WHERE title = 'Architects'"),
      db.prepare("UPDATE job_postings SET location = 'Belmopan' WHERE title = 'Crane Assistant'"),
    ]);
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    expect((await postings()).map((posting) => posting.title)).toEqual(["Architects", "Crane Assistant"]);
  });

  it("closes, rather than deletes, a sample somebody applied to, and keeps the application", async () => {
    await db
      .prepare(
        "INSERT INTO job_applications (job_id, first_name, last_name, email, reference) SELECT id, 'Marvin', 'Castillo', 'marvin@example.com', 'AP-SAMPLE' FROM job_postings WHERE title = 'Architects'",
      )
      .run();

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const [architects, ...others] = await postings();
    expect(others).toEqual([]); // Crane Assistant, untouched and applied to by nobody, is gone
    expect(architects).toMatchObject({ id: 1, title: "Architects", active: 0 });
    expect(architects!.closed_at).toEqual(expect.any(String)); // the application's 12 months start now
    const applications = await db.prepare("SELECT job_id, reference FROM job_applications").all();
    expect(applications.results).toEqual([{ job_id: 1, reference: "AP-SAMPLE" }]);
  });

  it("leaves a production database without postings; the seed adds the samples, once, however often it runs", async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    expect(await postings()).toEqual([]);

    await seed();
    await seed();
    const seeded = await db
      .prepare(
        "SELECT title, title_es, location, salary_min, salary_max, salary_currency, salary_period, closes_on > date('now') AS open, alerted_at IS NOT NULL AS announced FROM job_postings WHERE active = 1 ORDER BY title",
      )
      .all();
    expect(seeded.results).toEqual([
      {
        title: "Architects",
        title_es: "Arquitectos",
        location: "Belize City",
        salary_min: 2500,
        salary_max: 3200,
        salary_currency: "BZD",
        salary_period: "month",
        open: 1,
        announced: 1,
      },
      {
        title: "Crane Assistant",
        title_es: "Ayudante de grúa",
        location: "Santa Elena",
        salary_min: null,
        salary_max: null,
        salary_currency: "BZD",
        salary_period: null,
        open: null,
        announced: 1,
      },
    ]);
  });

  it("the seed adds a sample again beside a closed one, and moves its closing date on once it has passed", async () => {
    await db
      .prepare(
        "INSERT INTO job_applications (job_id, first_name, last_name, email, reference) SELECT id, 'Marvin', 'Castillo', 'marvin@example.com', 'AP-SAMPLE' FROM job_postings WHERE title = 'Architects'",
      )
      .run();
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    await seed();
    expect((await postings()).map(({ title, active }) => ({ title, active }))).toEqual([
      { title: "Architects", active: 0 },
      { title: "Architects", active: 1 },
      { title: "Crane Assistant", active: 1 },
      { title: "Yard Foreman", active: 0 },
    ]);

    await db.prepare("UPDATE job_postings SET closes_on = '2020-01-31' WHERE title = 'Architects' AND active = 1").run();
    await seed();
    const open = await db
      .prepare("SELECT closes_on > date('now') AS open FROM job_postings WHERE title = 'Architects' AND active = 1")
      .all();
    expect(open.results).toEqual([{ open: 1 }]);
  });
});

describe("migrations/0012: a posting's terms", () => {
  beforeEach(() => applyD1Migrations(db, env.TEST_MIGRATIONS));
  const add = (columns: string, values: string) =>
    db
      .prepare(
        `INSERT INTO job_postings (title, description, location, department, type, ${columns}) VALUES ('Test', 'Text.', 'Belize City', 'Operations', 'Full-time', ${values})`,
      )
      .run();

  it("takes a closing date, a salary range in Belize dollars by default, and a period", async () => {
    await add("closes_on, salary_min, salary_max, salary_period", "'2027-06-30', 12.5, 15, 'hour'");
    const row = await db.prepare("SELECT closes_on, salary_min, salary_max, salary_currency, salary_period FROM job_postings").first();
    expect(row).toEqual({ closes_on: "2027-06-30", salary_min: 12.5, salary_max: 15, salary_currency: "BZD", salary_period: "hour" });
  });

  it.each([
    ["a date that is not one", "closes_on", "'30/06/2027'"],
    ["a day the month does not have", "closes_on", "'2027-02-30'"],
    ["a period we do not show", "salary_min, salary_period", "2500, 'monthly'"],
    ["a range upside down", "salary_min, salary_max", "3200, 2500"],
    ["an amount of nothing", "salary_min", "0"],
    ["a currency that is not a code", "salary_min, salary_currency", "2500, 'BZ$'"],
  ])("refuses %s", async (_, columns, values) => {
    await expect(add(columns, values)).rejects.toThrow(/CHECK constraint failed/);
  });
});
