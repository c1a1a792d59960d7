// The careers service on the real D1, R2 and Durable Object bindings, and the careers body
// limit at the Hono layer (the document handler of tests/integration/worker.ts is a stub, so
// the route action itself is covered end to end by tests/e2e/careers.spec.ts).
import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CAREERS_MESSAGES } from "../../app/careers/messages";
import { BODY_LIMITS, RESUME_MAX_BYTES } from "../../app/lib/constants";
import { listActiveJobs, submitApplication, type ApplicationRequest } from "../../app/careers/applications.server";
import { sendJobAlertDigests } from "../../app/careers/job-alerts.server";
import { jobPostingsJsonLd } from "../../app/careers/job-postings.server";
import { newClientIp, ORIGIN } from "./helpers";

/** An application sent from this site's origin (the résumé's download link points there). */
const apply = (e: Parameters<typeof submitApplication>[0], request: Omit<ApplicationRequest, "origin">) =>
  submitApplication(e, { origin: ORIGIN, ...request });

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const form = (jobId: number, change: Record<string, string> = {}) => ({
  jobId: String(jobId),
  firstName: "Marvin",
  lastName: "Castillo",
  email: "Marvin.Castillo@example.com",
  phone: "+501 610 2233",
  coverLetter: "Six years rigging precast at a yard in Orange Walk.\nNCCCO signal person card.",
  ...change,
});

async function applications() {
  const { results } = await env.DB.prepare("SELECT * FROM job_applications ORDER BY id").all<Record<string, unknown>>();
  return results;
}
async function resumeKeys() {
  return (await env.UPLOADS.list({ prefix: "resumes/" })).objects.map((o) => o.key);
}
async function openJobId(title: string) {
  return (await env.DB.prepare("SELECT id FROM job_postings WHERE title = ?").bind(title).first<{ id: number }>())!.id;
}

beforeEach(async () => {
  const keys = await resumeKeys();
  if (keys.length) await env.UPLOADS.delete(keys);
});

describe("open positions", () => {
  it("lists the active postings from D1, newest first, and leaves closed ones out", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO job_postings (title, description, location, department, type, created_at) VALUES ('Test Yard Foreman', 'Runs the casting beds.', 'Belize City', 'Operations', 'Full-time', '2099-01-01T00:00:00.000Z')",
      ),
      env.DB.prepare(
        "INSERT INTO job_postings (title, description, location, department, type, active) VALUES ('Test Closed', 'Filled.', 'Belmopan', 'Management', 'Contract', 0)",
      ),
    ]);
    const titles = (await listActiveJobs(env.DB)).map((job) => job.title);
    expect(titles[0]).toBe("Test Yard Foreman");
    expect(titles).toEqual(expect.arrayContaining(["Architects", "Crane Assistant"]));
    expect(titles).not.toContain("Test Closed");
  });
});

describe("a posting's closing date and salary (migrations/0012)", () => {
  // 23:59 and then midnight on 30 June in Belize (UTC−6): the last minute of the closing day, and the first after it.
  const LAST_MINUTE = Date.parse("2027-07-01T05:59:00Z");
  const CLOSED = Date.parse("2027-07-01T06:00:00Z");
  async function addPosting(title: string, terms: string, alerted = true) {
    await env.DB.prepare(
      `INSERT INTO job_postings (title, description, location, department, type, alerted_at, closes_on, salary_min, salary_max, salary_period) VALUES (?, 'Runs the casting beds.', 'Belize City', 'Operations', 'Full-time', ?, ${terms})`,
    )
      .bind(title, alerted ? "2020-01-01T00:00:00.000Z" : null)
      .run();
    return openJobId(title);
  }

  it("lists a posting through its closing day, Belize time, with its terms, and not a minute after", async () => {
    const id = await addPosting("Test Foreman", "'2027-06-30', 2500, 3200, 'month'");
    const listed = (await listActiveJobs(env.DB, "en", LAST_MINUTE)).find((job) => job.id === id);
    expect(listed).toMatchObject({
      closesOn: "2027-06-30",
      salary: { min: 2500, max: 3200, currency: "BZD", period: "month" },
      terms: "BZ$2,500–3,200 a month · Apply by 30 June 2027",
    });
    const spanish = (await listActiveJobs(env.DB, "es", LAST_MINUTE)).find((job) => job.id === id);
    expect(spanish?.terms).toMatch(/^BZ\$2,500–3,200 al mes · .*30 de junio de 2027$/);
    expect((await listActiveJobs(env.DB, "en", CLOSED)).map((job) => job.id)).not.toContain(id);
    // Without terms a posting has neither key.
    const crane = (await listActiveJobs(env.DB)).find((job) => job.title === "Crane Assistant")!;
    expect(crane).not.toHaveProperty("closesOn");
    expect(crane).not.toHaveProperty("salary");
    expect(crane).not.toHaveProperty("terms");
  });

  it("takes no application once the closing day is over", async () => {
    const id = await addPosting("Test Foreman", "'2027-06-30', NULL, NULL, NULL");
    const late = await apply(env, { input: form(id), resume: null, ip: newClientIp(), now: CLOSED });
    expect(late).toEqual({ kind: "invalid", fieldErrors: { jobId: CAREERS_MESSAGES.jobClosed } });
    expect((await apply(env, { input: form(id), resume: null, ip: newClientIp(), now: LAST_MINUTE })).kind).toBe("stored");
  });

  it("gives the JobPosting data its validThrough and its baseSalary", async () => {
    const id = await addPosting("Test Foreman", "'2027-06-30', 2500, 3200, 'month'");
    const hourly = await addPosting("Test Rigger", "NULL, 12.5, NULL, 'hour'");
    const jobs = (await listActiveJobs(env.DB, "en", LAST_MINUTE)).filter((job) => job.id === id || job.id === hourly);
    const [rigger, foreman] = jobPostingsJsonLd(jobs, "https://www.mm-precast.example");
    expect(foreman).toMatchObject({
      validThrough: "2027-06-30T23:59:59-06:00",
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "BZD",
        value: { "@type": "QuantitativeValue", minValue: 2500, maxValue: 3200, unitText: "MONTH" },
      },
    });
    expect(rigger).not.toHaveProperty("validThrough");
    expect(JSON.parse(JSON.stringify(rigger!.baseSalary))).toEqual({
      "@type": "MonetaryAmount",
      currency: "BZD",
      value: { "@type": "QuantitativeValue", minValue: 12.5, unitText: "HOUR" },
    });
    // No terms, no keys.
    const [crane] = jobPostingsJsonLd(
      (await listActiveJobs(env.DB)).filter((job) => job.title === "Crane Assistant"),
      "https://x.example",
    );
    expect(crane).not.toHaveProperty("baseSalary");
    expect(crane).not.toHaveProperty("validThrough");
  });

  it("announces no posting past its closing day in job alerts", async () => {
    await addPosting("Test Closed Yesterday", "'2027-06-29', NULL, NULL, NULL", false);
    await addPosting("Test Still Open", "'2027-06-30', NULL, NULL, NULL", false);
    expect(await sendJobAlertDigests(env, ORIGIN, LAST_MINUTE)).toEqual({ postings: 1, mails: 0 });
    const announced = await env.DB.prepare("SELECT title FROM job_postings WHERE alerted_at IS NULL AND title LIKE 'Test %'").all();
    expect(announced.results).toEqual([{ title: "Test Closed Yesterday" }]);
  });
});

describe("applications", () => {
  it("stores the résumé in R2 and then the row in D1, keyed resumes/<year>/<uuid>.pdf", async () => {
    const jobId = await openJobId("Crane Assistant");
    const resume = new File([PDF], "Marvin CV <final>.pdf", { type: "application/pdf" });
    const outcome = await apply(env, { input: form(jobId), resume, ip: newClientIp() });
    expect(outcome.kind).toBe("stored");

    const [row] = await applications();
    const key = row!.resume_key as string;
    expect(key).toMatch(new RegExp(`^resumes/${new Date().getUTCFullYear()}/[0-9a-f-]{36}\\.pdf$`));
    expect(row).toMatchObject({
      job_id: jobId,
      first_name: "Marvin",
      last_name: "Castillo",
      email: "marvin.castillo@example.com",
      phone: "+501 610 2233",
      resume_name: "Marvin CV final.pdf",
      resume_type: "application/pdf",
      resume_size: PDF.byteLength,
      status: "new",
    });
    expect(row!.cover_letter).toContain("\nNCCCO");

    const object = await env.UPLOADS.get(key);
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);
  });

  it("stores a PDF that is also an HTML page (a polyglot) as a download only, never as a page", async () => {
    const polyglot = new TextEncoder().encode(`%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n`);
    const outcome = await apply(env, {
      input: form(await openJobId("Architects")),
      resume: new File([polyglot], "cv.html", { type: "text/html" }),
      ip: newClientIp(),
    });
    expect(outcome.kind).toBe("stored");
    const [row] = await applications();
    const object = await env.UPLOADS.head(row!.resume_key as string);
    expect(object?.httpMetadata).toMatchObject({ contentType: "application/pdf", contentDisposition: 'attachment; filename="resume.pdf"' });
    // Named by what it is: saved on a staff machine it opens as a PDF, never as a page.
    expect(row!.resume_name).toBe("cv.pdf");
    expect(object?.customMetadata).toEqual({ name: "cv.pdf" });
  });

  it("accepts an application without a résumé (it is optional)", async () => {
    const outcome = await apply(env, { input: form(await openJobId("Architects")), resume: null, ip: newClientIp() });
    expect(outcome).toMatchObject({ kind: "stored", resumeKey: null });
    expect(await applications()).toHaveLength(1);
  });

  it.each([
    ["a text file named .pdf", new File(["Just text, honest."], "resume.pdf", { type: "application/pdf" }), CAREERS_MESSAGES.resumeType],
    ["an .exe named .docx", new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3])], "cv.docx"), CAREERS_MESSAGES.resumeType],
    ["a file over 5 MB", new File([PDF, new Uint8Array(RESUME_MAX_BYTES)], "cv.pdf"), CAREERS_MESSAGES.resumeTooLarge],
  ])("refuses %s with its message and stores nothing", async (_, resume, message) => {
    const outcome = await apply(env, { input: form(await openJobId("Architects")), resume, ip: newClientIp() });
    expect(outcome).toEqual({ kind: "invalid", fieldErrors: { resume: message } });
    expect(await applications()).toHaveLength(0);
    expect(await resumeKeys()).toHaveLength(0);
  });

  it("gives every field's message at once", async () => {
    const outcome = await apply(env, {
      input: form(await openJobId("Architects"), { firstName: "", lastName: "<>", email: "no" }),
      resume: new File(["text"], "a.pdf"),
      ip: newClientIp(),
    });
    expect(outcome).toEqual({
      kind: "invalid",
      fieldErrors: {
        firstName: CAREERS_MESSAGES.firstName,
        lastName: CAREERS_MESSAGES.lastName,
        email: CAREERS_MESSAGES.email,
        resume: CAREERS_MESSAGES.resumeType,
      },
    });
  });

  it("refuses a posting that is closed or does not exist", async () => {
    await env.DB.prepare(
      "INSERT INTO job_postings (title, description, location, department, type, active) VALUES ('Test Closed', 'Filled.', 'Belmopan', 'Management', 'Contract', 0)",
    ).run();
    for (const jobId of [await openJobId("Test Closed"), 999999]) {
      const outcome = await apply(env, { input: form(jobId), resume: null, ip: newClientIp() });
      expect(outcome).toEqual({ kind: "invalid", fieldErrors: { jobId: CAREERS_MESSAGES.jobClosed } });
    }
    expect(await applications()).toHaveLength(0);
  });

  it("drops a filled honeypot silently", async () => {
    const input = { ...form(await openJobId("Architects")), website: "http://spam.example" };
    expect(await apply(env, { input, resume: new File([PDF], "cv.pdf"), ip: newClientIp() })).toEqual({ kind: "dropped" });
    expect(await applications()).toHaveLength(0);
    expect(await resumeKeys()).toHaveLength(0);
  });

  it("deletes the stored résumé when D1 cannot store the row, and answers unavailable", async () => {
    const jobId = await openJobId("Architects");
    const ip = newClientIp();
    await env.DB.exec("ALTER TABLE job_applications RENAME TO job_applications_offline");
    try {
      const outcome = await apply(env, { input: form(jobId), resume: new File([PDF], "cv.pdf"), ip });
      expect(outcome).toEqual({ kind: "unavailable" });
      expect(await resumeKeys()).toEqual([]);
    } finally {
      await env.DB.exec("ALTER TABLE job_applications_offline RENAME TO job_applications");
    }
    // The failure did not use up this client's allowance: three more go through.
    for (let i = 0; i < 3; i++) expect((await apply(env, { input: form(jobId), resume: null, ip })).kind).toBe("stored");
  });

  it("stores no row when R2 cannot take the résumé", async () => {
    const failingUploads = { put: () => Promise.reject(new Error("R2 down")), delete: () => Promise.resolve() } as unknown as R2Bucket;
    const outcome = await apply(
      { ...env, UPLOADS: failingUploads },
      { input: form(await openJobId("Architects")), resume: new File([PDF], "cv.pdf"), ip: newClientIp() },
    );
    expect(outcome).toEqual({ kind: "unavailable" });
    expect(await applications()).toHaveLength(0);
  });

  it("takes at most three applications per client in five minutes", async () => {
    const jobId = await openJobId("Architects");
    const ip = newClientIp();
    const now = Date.now();
    for (let i = 0; i < 3; i++) expect((await apply(env, { input: form(jobId), resume: null, ip, now })).kind).toBe("stored");
    const fourth = await apply(env, { input: form(jobId), resume: null, ip, now: now + 1000 });
    expect(fourth).toMatchObject({ kind: "rate-limited" });
    expect(await applications()).toHaveLength(3);
  });
});

describe("body limit at the Worker (5.5 MB for /careers only)", () => {
  const post = (path: string, size: number) =>
    exports.default.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", "Content-Length": String(size) },
      body: new Uint8Array(size),
    });

  it("lets a 5 MB résumé post through to /careers and its data request", async () => {
    expect((await post("/careers", RESUME_MAX_BYTES + 200 * 1024)).status).toBe(200);
    expect((await post("/careers.data", RESUME_MAX_BYTES + 200 * 1024)).status).toBe(200);
  });

  it("answers a post over 5.5 MB with a clear 413 page, not a 500", async () => {
    const res = await post("/careers", BODY_LIMITS.careers + 1);
    expect(res.status).toBe(413);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain(CAREERS_MESSAGES.bodyTooLarge);
    expect(page).toContain('href="/careers"');
  });

  it("keeps the 64 KB limit on every other page", async () => {
    expect((await post("/about", BODY_LIMITS.document + 1)).status).toBe(413);
    expect((await post("/careers-elsewhere", BODY_LIMITS.document + 1)).status).toBe(413);
    expect((await post("/contact-us", BODY_LIMITS.document + 1)).status).toBe(413);
    expect((await post("/about", BODY_LIMITS.document)).status).toBe(200);
  });
});
