// The daily retention job against the privacy page's periods (app/lib/retention.ts), with the
// clock faked through `now`: exactly the rows past their period go, and their R2 objects.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RETENTION } from "../../app/lib/retention";
import { enforceRetention } from "../../app/server/retention.server";

const NOW = Date.parse("2026-11-23T14:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

async function ids(table: string): Promise<number[]> {
  return (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: number }>()).results.map((row) => row.id);
}

async function insert(sql: string, ...values: unknown[]): Promise<number> {
  return (await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...values)
    .first<{ id: number }>())!.id;
}

describe("retention", () => {
  it("deletes exactly what is past its period, with the résumés of applications to long-filled positions and the attachments of requests", async () => {
    const request = async (days: number, key: string) => {
      await env.UPLOADS.put(key, "%PDF-1.4 drawing");
      return insert(
        "INSERT INTO contact_submissions (name, email, district, message, source, client_key_hash, created_at, attachments) VALUES ('A', 'a@example.com', 'Cayo', 'm', 'page', 'k', ?, ?)",
        ago(days),
        JSON.stringify([{ key, name: "plan.pdf", type: "application/pdf", size: 16 }]),
      );
    };
    const oldRequest = await request(RETENTION.requestsDays + 1, "attachments/2024/gone.pdf");
    const keptRequest = await request(RETENTION.requestsDays - 1, "attachments/2026/kept.pdf");

    const view = (days: number) => insert("INSERT INTO page_views (pathname, created_at) VALUES ('/', ?)", ago(days));
    await view(RETENTION.pageViewsDays + 1);
    const keptView = await view(RETENTION.pageViewsDays - 1);
    const vital = (days: number) =>
      insert(
        "INSERT INTO web_vitals (route, locale, metric, value, rating, created_at) VALUES ('/', 'en', 'LCP', 1200, 'good', ?)",
        ago(days),
      );
    await vital(RETENTION.vitalsDays + 1);
    const keptVital = await vital(RETENTION.vitalsDays - 1);

    const posting = (closedDays: number | null) =>
      insert(
        "INSERT INTO job_postings (title, description, location, department, type, active, closed_at, alerted_at) VALUES ('Test Role', 'd', 'Belize City', 'Operations', 'Full-time', ?, ?, ?)",
        closedDays === null ? 1 : 0,
        closedDays === null ? null : ago(closedDays),
        ago(400),
      );
    const longFilled = await posting(RETENTION.applicationsAfterFilledDays + 1);
    const recentlyFilled = await posting(RETENTION.applicationsAfterFilledDays - 1);
    const open = await posting(null);
    const application = async (jobId: number, key: string) => {
      await env.UPLOADS.put(key, "cv");
      return insert(
        "INSERT INTO job_applications (job_id, first_name, last_name, email, resume_key, created_at) VALUES (?, 'M', 'C', 'm@example.com', ?, ?)",
        jobId,
        key,
        ago(900),
      );
    };
    await application(longFilled, "resumes/2024/gone.pdf");
    const keptApplications = [await application(recentlyFilled, "resumes/2025/kept.pdf"), await application(open, "resumes/2023/open.pdf")];

    const subscriber = (confirmed: boolean, days: number) =>
      insert(
        "INSERT INTO job_subscribers (email, token, confirmed_at, created_at) VALUES (?, ?, ?, ?)",
        `s${days}${confirmed}@example.com`,
        crypto.randomUUID(),
        confirmed ? ago(days) : null,
        ago(days),
      );
    await subscriber(false, RETENTION.unconfirmedAlertsDays + 1);
    const keptSubscribers = [await subscriber(false, RETENTION.unconfirmedAlertsDays - 1), await subscriber(true, 900)];

    const mail = (days: number, status: string) =>
      insert(
        "INSERT INTO email_outbox (recipient, subject, body, kind, status, created_at) VALUES ('a@example.com', 's', 'b', 'lead-acknowledgment', ?, ?)",
        status,
        ago(days),
      );
    await mail(RETENTION.mailDays + 1, "sent");
    await mail(RETENTION.mailDays + 1, "failed");
    const keptMails = [await mail(RETENTION.mailDays + 1, "queued"), await mail(RETENTION.mailDays - 1, "sent")];

    await env.DB.prepare(
      "INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES ('u1', '', 'u@example.com', 1, ?, ?)",
    )
      .bind(ago(30), ago(30))
      .run();
    await env.DB.prepare(
      "INSERT INTO sessions (id, token, user_id, expires_at, created_at, updated_at) VALUES ('s1', 't1', 'u1', ?, ?, ?), ('s2', 't2', 'u1', ?, ?, ?)",
    )
      .bind(ago(1), ago(8), ago(8), new Date(NOW + DAY).toISOString(), ago(1), ago(1))
      .run();
    await env.DB.prepare(
      "INSERT INTO verifications (id, identifier, value, expires_at, created_at, updated_at) VALUES ('v1', 'i', 'x', ?, ?, ?)",
    )
      .bind(ago(1), ago(2), ago(2))
      .run();

    const report = await enforceRetention(env, NOW);
    expect(report).toEqual({
      requests: 1,
      attachments: 1,
      pageViews: 1,
      vitals: 1,
      applications: 1,
      resumes: 1,
      unconfirmedAlerts: 1,
      unconfirmedAccounts: 0,
      mails: 2,
      sessions: 1,
      verifications: 1,
    });

    expect(await ids("contact_submissions")).toEqual([keptRequest]);
    expect(oldRequest).toBeLessThan(keptRequest);
    expect(await ids("page_views")).toEqual([keptView]);
    expect(await ids("web_vitals")).toEqual([keptVital]);
    expect(await ids("job_applications")).toEqual(keptApplications);
    expect(await env.UPLOADS.head("attachments/2024/gone.pdf")).toBeNull();
    expect(await env.UPLOADS.head("attachments/2026/kept.pdf")).not.toBeNull();
    expect(await env.UPLOADS.head("resumes/2024/gone.pdf")).toBeNull();
    expect(await env.UPLOADS.head("resumes/2025/kept.pdf")).not.toBeNull();
    expect(await ids("job_subscribers")).toEqual(keptSubscribers);
    expect(await ids("email_outbox")).toEqual(keptMails);
    expect((await env.DB.prepare("SELECT id FROM sessions").all()).results).toEqual([{ id: "s2" }]);

    await env.UPLOADS.delete(["resumes/2025/kept.pdf", "resumes/2023/open.pdf"]);
  });

  it(`deletes accounts nobody confirmed within ${RETENTION.unconfirmedAccountsDays} days, with their credentials, sessions and links`, async () => {
    const account = async (id: string, confirmed: boolean, days: number) => {
      await env.DB.batch([
        env.DB.prepare("INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES (?, '', ?, ?, ?, ?)").bind(
          id,
          `${id}@example.com`,
          confirmed ? 1 : 0,
          ago(days),
          ago(days),
        ),
        env.DB.prepare(
          "INSERT INTO accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES (?, ?, 'credential', ?, 'x', ?, ?)",
        ).bind(`a-${id}`, id, id, ago(days), ago(days)),
        env.DB.prepare("INSERT INTO sessions (id, token, user_id, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)").bind(
          `s-${id}`,
          `t-${id}`,
          id,
          new Date(NOW + DAY).toISOString(),
          ago(1),
          ago(1),
        ),
        env.DB.prepare(
          "INSERT INTO verifications (id, identifier, value, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        ).bind(`v-${id}`, `reset-password:${id}`, id, new Date(NOW + DAY).toISOString(), ago(1), ago(1)),
      ]);
    };
    await account("stale", false, RETENTION.unconfirmedAccountsDays + 1);
    await account("recent", false, RETENTION.unconfirmedAccountsDays - 1);
    await account("confirmed", true, 900);

    const report = await enforceRetention(env, NOW);
    expect(report.unconfirmedAccounts).toBe(1);
    const left = async (table: string, column: string) =>
      (await env.DB.prepare(`SELECT ${column} AS id FROM ${table} ORDER BY ${column}`).all<{ id: string }>()).results.map((row) => row.id);
    expect(await left("users", "id")).toEqual(["confirmed", "recent"]);
    expect(await left("accounts", "user_id")).toEqual(["confirmed", "recent"]);
    expect(await left("sessions", "user_id")).toEqual(["confirmed", "recent"]);
    expect(await left("verifications", "value")).toEqual(["confirmed", "recent"]);
  });

  it("marks a posting filled when it closes, and not when it reopens", async () => {
    const id = await insert(
      "INSERT INTO job_postings (title, description, location, department, type) VALUES ('Test Role', 'd', 'Belmopan', 'Engineering', 'Contract')",
    );
    await env.DB.prepare("UPDATE job_postings SET active = 0 WHERE id = ?").bind(id).run();
    expect(
      (await env.DB.prepare("SELECT closed_at FROM job_postings WHERE id = ?").bind(id).first<{ closed_at: string | null }>())!.closed_at,
    ).toMatch(/^\d{4}-/);
    await env.DB.prepare("UPDATE job_postings SET active = 1 WHERE id = ?").bind(id).run();
    expect(
      (await env.DB.prepare("SELECT closed_at FROM job_postings WHERE id = ?").bind(id).first<{ closed_at: string | null }>())!.closed_at,
    ).toBeNull();
    await env.DB.prepare("DELETE FROM job_postings WHERE id = ?").bind(id).run();
  });
});
