import { env } from "cloudflare:workers";
import { getTableColumns, getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../app/server/db/schema.server";

const tables = Object.values(schema).filter((t) => typeof t === "object" && t !== null && "getSQL" in t) as Parameters<
  typeof getTableName
>[0][];

describe("migrations and the drizzle schema", () => {
  it.each(tables.map((t) => [getTableName(t), t] as const))("%s has the same columns in D1 and in drizzle", async (name, table) => {
    const { results } = await env.DB.prepare(`SELECT name, "notnull" AS required FROM pragma_table_info(?)`)
      .bind(name)
      .all<{ name: string; required: number }>();
    const inDb = Object.fromEntries(results.map((c) => [c.name, c.required === 1 || c.name === "id"]));
    const inDrizzle = Object.fromEntries(Object.values(getTableColumns(table)).map((c) => [c.name, c.notNull]));
    expect(inDb).toEqual(inDrizzle);
  });

  it("has the two open sample postings and a closed one, from the test seed rather than the migrations (tests/integration/sample-postings.test.ts)", async () => {
    const { results } = await env.DB.prepare("SELECT title, location, department, type, active FROM job_postings ORDER BY id").all();
    expect(results).toEqual([
      { title: "Architects", location: "Belize City", department: "Engineering", type: "Full-time", active: 1 },
      { title: "Crane Assistant", location: "Santa Elena", department: "Operations", type: "Full-time", active: 1 },
      { title: "Yard Foreman", location: "Belize City", department: "Operations", type: "Full-time", active: 0 },
    ]);
  });
});
