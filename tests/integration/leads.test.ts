// Every lead reaches the company: notification and acknowledgment written with the lead in one
// batch, delivered by the queue consumer once (retried with backoff, dead letters kept), swept
// back onto the queue when the queue lost them, and the résumé served only through signed links.
import { catalogueProductPage } from "../../app/catalogue/quoted-product.server";
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { handleMailQueue } from "../../workers/queue";
import { handleScheduled, DAILY_CRON } from "../../workers/scheduled";
import { submitApplication } from "../../app/careers/applications.server";
import { submitContact } from "../../app/contact/requests.server";
import { backoffSeconds, deliverOutboxMail, SWEEP_GRACE_MS, sweepOutbox } from "../../app/server/mail/delivery.server";
import { checkFileLink, signedFileLink } from "../../app/server/file-links.server";
import type { MailTransport } from "../../app/server/mail/transports.server";
import type { MailQueueMessage } from "../../app/server/mail/outbox.server";
import { newClientIp, ORIGIN, outbox, postJson, validContact } from "./helpers";
import { facts } from "../../app/site/facts";

const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

/** A stored mail nobody has queued: the test drives its delivery itself. */
async function storedMail(audience: "staff" | "visitor" = "visitor", createdAgoMs = 0): Promise<number> {
  const created = new Date(Date.now() - createdAgoMs).toISOString();
  const row = await env.DB.prepare(
    "INSERT INTO email_outbox (recipient, subject, body, kind, audience, created_at) VALUES ('ana@example.com', 's', 'b', 'lead-acknowledgment', ?, ?) RETURNING id",
  )
    .bind(audience, created)
    .first<{ id: number }>();
  return row!.id;
}

const contact = (change: Record<string, unknown> = {}) =>
  submitContact(env, {
    input: { ...validContact, quoteItems: [{ id: "/products/hollow-core", name: "Hollow Core", category: "products" }], ...change },
    ip: newClientIp(),
    userAgent: null,
    source: "dialog",
    origin: ORIGIN,
    page: "/products/hollow-core",
    now: Date.parse("2026-11-23T14:05:00Z"),
    productPage: catalogueProductPage,
  });

describe("a lead and its mails", () => {
  it("stores a request with a staff notification holding what staff need, and the visitor's acknowledgment", async () => {
    const outcome = await contact();
    expect(outcome.kind).toBe("stored");
    if (outcome.kind !== "stored") return;
    const { reference } = outcome.summary;
    expect(reference).toMatch(/^RQ-[0-9A-HJKMNP-TV-Z]{6}$/);
    const lead = await env.DB.prepare("SELECT reference, page FROM contact_submissions").first();
    expect(lead).toEqual({ reference, page: "/products/hollow-core" });

    const [staff, visitor] = await outbox(reference);
    expect(staff).toMatchObject({
      kind: "lead-notification",
      audience: "staff",
      recipient: facts.email.value, // LEADS_EMAIL is empty here: the public address
      reply_to: validContact.email,
    });
    for (const text of [
      reference,
      "Mon, 23 Nov 2026, 8:05 AM Belize time",
      validContact.name,
      validContact.email,
      validContact.phone,
      "Cayo",
      validContact.message,
      `Hollow Core [products]: ${ORIGIN}/products/hollow-core`,
      `${ORIGIN}/products/hollow-core (Talk with an Engineer dialog)`,
    ]) {
      expect(staff!.body).toContain(text);
    }
    expect(staff!.subject).toContain(reference);
    expect(visitor).toMatchObject({ kind: "lead-acknowledgment", audience: "visitor", recipient: validContact.email });
    expect(visitor!.body).toContain(reference);
    expect(visitor!.body).toContain("quote request");
    expect(visitor!.body).toContain("Mon, 23 Nov 2026, 8:05 AM Belize time");
  });

  // Anyone may type someone else's address: what reaches it must carry nothing they wrote.
  const WRITTEN = {
    name: "Zed Phishing Name",
    phone: "+501 999 1234",
    message: "Click http://evil.example/login to claim your refund now.",
    projectName: "Visit evil dot example",
    projectLocation: "Somewhere Typed",
    span: "13.37 m typed",
    loads: "Loads typed by a stranger",
    note: "Note typed http://evil.example",
    item: "Item named http://evil.example",
  };

  it("acknowledges a request with the reference, its kind, its time and how to reach us, and nothing the visitor typed", async () => {
    const outcome = await contact({
      name: WRITTEN.name,
      phone: WRITTEN.phone,
      message: WRITTEN.message,
      projectName: WRITTEN.projectName,
      projectLocation: WRITTEN.projectLocation,
      span: WRITTEN.span,
      loads: WRITTEN.loads,
      quoteItems: [
        { id: "/products/hollow-core", name: "Hollow Core", category: "products", quantity: 12, note: WRITTEN.note },
        { id: "page-1", name: WRITTEN.item, category: "General" },
      ],
    });
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    const [staff, visitor] = await outbox(outcome.summary.reference);
    for (const text of Object.values(WRITTEN)) {
      expect(staff!.body).toContain(text); // staff keep everything
      expect(visitor!.body).not.toContain(text);
      expect(visitor!.subject).not.toContain(text);
    }
    expect(visitor!.body).not.toContain("evil");
    expect(visitor!.body).toContain(outcome.summary.reference);
    // The live site (https, not this machine) states no placeholder: the contact page instead (rules §12).
    expect(visitor!.body).toContain(`Questions meanwhile: write to us at ${ORIGIN}/contact, quoting ${outcome.summary.reference}.`);
    expect(visitor!.body).not.toMatch(/\+501 000 0000|info@mm-precast\.example/);
  });

  it("acknowledges an application with nothing the applicant typed", async () => {
    const job = (await env.DB.prepare("SELECT id FROM job_postings WHERE title = 'Crane Assistant'").first<{ id: number }>())!;
    const outcome = await submitApplication(env, {
      input: {
        jobId: String(job.id),
        firstName: "Zed Phishing",
        lastName: "Click evil example",
        email: "victim@example.com",
        phone: "+501 999 1234",
        coverLetter: "Claim your refund at http://evil.example/login",
      },
      resume: new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "refund-evil-example.pdf", { type: "application/pdf" }),
      ip: newClientIp(),
      origin: ORIGIN,
    });
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    const [staff, applicant] = await outbox(outcome.summary.reference);
    for (const text of ["Zed Phishing", "Click evil example", "+501 999 1234", "Claim your refund", "refund-evil-example"]) {
      expect(staff!.body).toContain(text);
      expect(`${applicant!.subject}\n${applicant!.body}`).not.toContain(text);
    }
    expect(applicant!.body).toContain("Crane Assistant");
    expect(applicant!.body).toContain(outcome.summary.reference);
  });

  it("carries each item's quantity and note to staff", async () => {
    const outcome = await contact({
      quoteItems: [
        { id: "/products/hollow-core", name: "Hollow Core", category: "products", quantity: 40, note: "8 in, 12 m spans" },
        { id: "/products/box-beams", name: "Box Beams", category: "products", quantity: 6 },
      ],
    });
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    const [staff] = await outbox(outcome.summary.reference);
    expect(staff!.body).toContain(`- Hollow Core × 40 m² (8 in, 12 m spans) [products]: ${ORIGIN}/products/hollow-core`);
    expect(staff!.body).toContain(`- Box Beams × 6 [products]: ${ORIGIN}/products/box-beams`);
    const stored = await env.DB.prepare("SELECT quote_items FROM contact_submissions").first<{ quote_items: string }>();
    expect(JSON.parse(stored!.quote_items)[0]).toMatchObject({ quantity: 40, note: "8 in, 12 m spans" });
  });

  it("refuses a quantity that is not a whole number from 1 to 99,999, storing nothing", async () => {
    for (const quantity of [0, -3, 2.5, 100_000, "40"]) {
      const outcome = await contact({ quoteItems: [{ id: "/products/hollow-core", name: "Hollow Core", category: "products", quantity }] });
      expect(outcome).toMatchObject({ kind: "invalid", fieldErrors: { quoteItems: expect.any(String) } });
    }
    expect(await env.DB.prepare("SELECT id FROM contact_submissions").all()).toMatchObject({ results: [] });
  });

  it("writes the lead and its mails together: a failure between them stores neither", async () => {
    await env.DB.exec("ALTER TABLE email_outbox RENAME TO email_outbox_offline");
    try {
      expect((await contact()).kind).toBe("unavailable");
    } finally {
      await env.DB.exec("ALTER TABLE email_outbox_offline RENAME TO email_outbox");
    }
    expect(await count("contact_submissions")).toBe(0);
    expect(await count("email_outbox")).toBe(0);

    await env.DB.exec("ALTER TABLE contact_submissions RENAME TO contact_submissions_offline");
    try {
      expect((await contact()).kind).toBe("unavailable");
    } finally {
      await env.DB.exec("ALTER TABLE contact_submissions_offline RENAME TO contact_submissions");
    }
    expect(await count("email_outbox")).toBe(0);
  });

  it("answers the API with the reference the mails carry", async () => {
    const res = await postJson("/api/contact", validContact);
    const body = await res.json<{ reference: string }>();
    expect(res.status).toBe(201);
    expect(body.reference).toMatch(/^RQ-/);
    expect((await outbox(body.reference)).map((mail) => mail.kind)).toEqual(["lead-notification", "lead-acknowledgment"]);
  });

  it("stores an application with a notification linking the résumé through a signed download", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const job = (await env.DB.prepare("SELECT id FROM job_postings WHERE title = 'Crane Assistant'").first<{ id: number }>())!;
    const outcome = await submitApplication(env, {
      input: {
        jobId: String(job.id),
        firstName: "Marvin",
        lastName: "Castillo",
        email: "marvin@example.com",
        phone: "",
        coverLetter: "Six years rigging.",
      },
      resume: new File([pdf], "Marvin CV.pdf", { type: "application/pdf" }),
      ip: newClientIp(),
      origin: ORIGIN,
    });
    expect(outcome.kind).toBe("stored");
    if (outcome.kind !== "stored") return;
    const { reference } = outcome.summary;
    expect(reference).toMatch(/^AP-/);
    const [staff, applicant] = await outbox(reference);
    expect(staff).toMatchObject({ kind: "application-notification", audience: "staff", reply_to: "marvin@example.com" });
    expect(staff!.body).toContain("Crane Assistant");
    expect(staff!.body).toContain("Six years rigging.");
    expect(applicant).toMatchObject({ kind: "application-acknowledgment", recipient: "marvin@example.com" });

    const link = staff!.body.match(/https:\S+\/api\/files\?\S+/)![0];
    const download = await exports.default.fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="Marvin CV.pdf"');
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // The route's own policy stands: the site-wide one must not replace its sandbox.
    expect(download.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });
});

describe("résumé links", () => {
  const KEY = "resumes/2026/0f1e2d3c-aaaa-bbbb-cccc-123456789abc.pdf";

  it("refuses a changed signature, a changed file and an expired link", async () => {
    const link = new URL(await signedFileLink(env, ORIGIN, KEY));
    expect(await checkFileLink(env, link)).toEqual({ ok: true, key: KEY });

    const forged = new URL(link);
    forged.searchParams.set("sig", `${link.searchParams.get("sig")!.slice(0, -2)}AA`);
    expect(await checkFileLink(env, forged)).toEqual({ ok: false, reason: "signature" });
    const otherFile = new URL(link);
    otherFile.searchParams.set("key", "resumes/2026/someone-else.pdf");
    expect(await checkFileLink(env, otherFile)).toEqual({ ok: false, reason: "signature" });
    const extended = new URL(link);
    extended.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 86400));
    expect(await checkFileLink(env, extended)).toEqual({ ok: false, reason: "signature" });

    const old = new URL(await signedFileLink(env, ORIGIN, KEY, Date.now() - 31 * 86400_000));
    expect(await checkFileLink(env, old)).toEqual({ ok: false, reason: "expired" });

    expect((await exports.default.fetch(forged.href)).status).toBe(403);
    expect((await exports.default.fetch(old.href)).status).toBe(403);
  });

  it("takes each part in the one spelling it was made with", async () => {
    const link = new URL(await signedFileLink(env, ORIGIN, KEY));
    const sig = link.searchParams.get("sig")!;
    // The last of 43 base64url characters carries 4 unused bits: another letter can decode to the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(sig.at(-1)!);
    const sameBytes = new URL(link);
    sameBytes.searchParams.set("sig", sig.slice(0, -1) + alphabet[last ^ 1]);
    expect(await checkFileLink(env, sameBytes)).toEqual({ ok: false, reason: "signature" });
    expect((await exports.default.fetch(sameBytes.href)).status).toBe(403);
    for (const expires of [
      `${link.searchParams.get("expires")}.0`,
      `0${link.searchParams.get("expires")}`,
      ` ${link.searchParams.get("expires")}`,
    ]) {
      const respelled = new URL(link);
      respelled.searchParams.set("expires", expires);
      expect(await checkFileLink(env, respelled)).toEqual({ ok: false, reason: "malformed" });
      expect((await exports.default.fetch(respelled.href)).status).toBe(400);
    }
    expect((await exports.default.fetch(link.href)).status).not.toBe(400);
    expect((await exports.default.fetch(`${ORIGIN}/api/files?key=../secret`)).status).toBe(400);
  });
});

describe("delivery", () => {
  const failingThen = (failures: number) => {
    const sent: number[] = [];
    let calls = 0;
    const transport: MailTransport = {
      name: "flaky",
      async deliver(mail) {
        calls += 1;
        if (calls <= failures) throw new Error("provider unavailable (503)");
        sent.push(mail.id);
      },
    };
    return { sent, choose: () => transport };
  };

  it("retries a transport error with backoff, then sends once and never again", async () => {
    const id = await storedMail();
    const flaky = failingThen(1);
    const first = await deliverOutboxMail(env, id, { transport: flaky.choose });
    expect(first).toEqual({ kind: "failed", retryAfterSeconds: backoffSeconds(1), error: "provider unavailable (503)" });
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: "queued", tries: 1, last_error: "provider unavailable (503)" });
    expect(waiting!.next_attempt_at).not.toBeNull();

    expect(await deliverOutboxMail(env, id, { transport: flaky.choose })).toEqual({ kind: "sent" });
    expect(await deliverOutboxMail(env, id, { transport: flaky.choose })).toEqual({ kind: "nothing-to-do" });
    expect(flaky.sent).toEqual([id]);
    expect((await outbox())[0]).toMatchObject({ status: "sent", tries: 2, last_error: null });
  });

  it("the consumer retries the message on failure and acknowledges it once sent", async () => {
    const id = await storedMail();
    const flaky = failingThen(1);
    const run = async () => {
      const batch = createMessageBatch<MailQueueMessage>("mm-mail", [
        { id: `m-${id}`, timestamp: new Date(), attempts: 1, body: { outboxId: id } },
      ]);
      const ctx = createExecutionContext();
      await handleMailQueue(batch, env, (outboxId) => deliverOutboxMail(env, outboxId, { transport: flaky.choose }));
      return getQueueResult(batch, ctx);
    };
    const failed = await run();
    expect(failed.retryMessages.map((message: { msgId: string }) => message.msgId)).toEqual([`m-${id}`]);
    expect(failed.explicitAcks).toEqual([]);
    const sent = await run();
    expect(sent.explicitAcks).toEqual([`m-${id}`]);
    const again = await run();
    expect(again.explicitAcks).toEqual([`m-${id}`]);
    expect(flaky.sent).toEqual([id]);
  });

  it("a mail that always fails ends as a dead letter, listed first for operators", async () => {
    const dead = await storedMail();
    const fine = await storedMail();
    await env.DB.prepare("UPDATE email_outbox SET status = 'sent' WHERE id = ?").bind(fine).run();
    const always = failingThen(Infinity);
    for (let i = 0; i < 3; i++) await deliverOutboxMail(env, dead, { transport: always.choose });
    const batch = createMessageBatch<MailQueueMessage>("mm-mail-dead", [
      { id: "d1", timestamp: new Date(), attempts: 7, body: { outboxId: dead } },
    ]);
    const ctx = createExecutionContext();
    await handleMailQueue(batch, env);
    expect((await getQueueResult(batch, ctx)).ackAll).toBe(true);
    const rows = (
      await env.DB.prepare(
        "SELECT id, status, tries, last_error FROM email_outbox ORDER BY CASE status WHEN 'failed' THEN 0 WHEN 'queued' THEN 1 WHEN 'sending' THEN 2 ELSE 3 END, id DESC",
      ).all<{ id: number; status: string; tries: number; last_error: string }>()
    ).results;
    expect(rows[0]).toEqual({ id: dead, status: "failed", tries: 3, last_error: "provider unavailable (503)" });
  });

  it("the sweep puts back on the queue what the queue lost, and only that", async () => {
    const lost = await storedMail("visitor", SWEEP_GRACE_MS + 60_000);
    const fresh = await storedMail("visitor", 0);
    const later = await storedMail("visitor", SWEEP_GRACE_MS + 60_000);
    await env.DB.prepare("UPDATE email_outbox SET next_attempt_at = ? WHERE id = ?")
      .bind(new Date(Date.now() + 600_000).toISOString(), later)
      .run();
    const done = await storedMail("visitor", SWEEP_GRACE_MS + 60_000);
    await env.DB.prepare("UPDATE email_outbox SET status = 'sent' WHERE id = ?").bind(done).run();
    expect(await sweepOutbox(env)).toEqual([lost]);
    expect(fresh).toBeGreaterThan(0);
  });

  it("the five-minute trigger sweeps; the queue then delivers the mail it had lost", async () => {
    const lost = await storedMail("visitor", SWEEP_GRACE_MS + 60_000);
    await handleScheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }), env);
    // The real queue hands the message to this Worker's consumer, which prints it (console transport).
    await expect
      .poll(
        async () => (await env.DB.prepare("SELECT status FROM email_outbox WHERE id = ?").bind(lost).first<{ status: string }>())!.status,
        {
          timeout: 15_000,
          interval: 200,
        },
      )
      .toBe("sent");
    // Room for the real queue, which hands over a batch of fewer than ten after its 5 s timeout.
  }, 20_000);

  it("the daily trigger announces new postings once to confirmed subscribers", async () => {
    await env.DB.prepare(
      "INSERT INTO job_subscribers (email, token, confirmed_at) VALUES ('crew@example.com', ?, '2026-01-01T00:00:00Z'), ('maybe@example.com', ?, NULL)",
    )
      .bind("a".repeat(48), "b".repeat(48))
      .run();
    await env.DB.prepare(
      "INSERT INTO job_postings (title, description, location, department, type) VALUES ('Test Yard Foreman', 'Run a casting bed crew.', 'Belize City', 'Operations', 'Full-time')",
    ).run();
    const daily = () => handleScheduled(createScheduledController({ cron: DAILY_CRON, scheduledTime: Date.now() }), env);
    await daily();
    await daily();
    const alerts = (
      await env.DB.prepare("SELECT recipient, subject, body FROM email_outbox WHERE kind = 'job-alert'").all<{
        recipient: string;
        subject: string;
        body: string;
      }>()
    ).results;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ recipient: "crew@example.com", subject: "New position at M&M: Test Yard Foreman" });
    expect(alerts[0]!.body).toContain(`/careers/alerts?token=${"a".repeat(48)}&action=unsubscribe`);
  });
});
