// The /careers and /careers/alerts route actions in the production server build, posted without
// JavaScript: applications with a résumé (multipart), job-alert subscriptions and their
// confirmation link.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CAREERS_MESSAGES } from "../../../app/careers/messages";
import { subscribedMessage } from "../../../app/careers/subscribe-messages";
import { RESUME_PDF_TEXT } from "../../fixtures/resume-pdf";
import { newClientIp } from "../helpers";
import { getPage, postForm, rows, visibleText } from "./helpers";

const openJob = async () =>
  (await rows<{ id: number; title: string }>("SELECT id, title FROM job_postings WHERE active = 1 ORDER BY id LIMIT 1"))[0]!;

const applicant = { firstName: "Marvin", lastName: "Castillo", email: "marvin.castillo@example.com", phone: "+501 610 1234", website: "" };
const resume = (text: string, name = "marvin-castillo-cv.pdf") => new File([text], name, { type: "application/pdf" });

/** The in-page form's post, to the page it is on: /careers?apply=<job>. */
const apply = (jobId: number, coverLetter: string, file: File) =>
  postForm(`/careers?apply=${jobId}`, { intent: "apply", jobId: String(jobId), ...applicant, coverLetter, resume: file });

describe("POST /careers intent=apply (the in-page form, no JavaScript)", () => {
  it("stores the application and its résumé, mails staff and applicant, and shows the reference", async () => {
    const job = await openJob();
    const res = await apply(job.id, "Six years rigging precast beams.", resume(RESUME_PDF_TEXT));
    expect(res.status).toBe(200);
    const text = visibleText(await res.text());
    expect(text).toContain(CAREERS_MESSAGES.applySuccess);

    const [row] = await rows<{ reference: string; job_id: number; resume_key: string; resume_size: number }>(
      "SELECT reference, job_id, resume_key, resume_size FROM job_applications",
    );
    expect(row).toMatchObject({ job_id: job.id, resume_size: RESUME_PDF_TEXT.length });
    expect(row!.reference).toMatch(/^AP-[0-9A-Z]{6}$/);
    expect(text).toContain(row!.reference);
    expect(await (await env.UPLOADS.get(row!.resume_key))?.text()).toBe(RESUME_PDF_TEXT);
    const mails = await rows<{ audience: string }>("SELECT audience FROM email_outbox WHERE lead_reference = ?", row!.reference);
    expect(mails.map((mail) => mail.audience).sort()).toEqual(["staff", "visitor"]);
  });

  it("refuses a file that only calls itself a PDF, keeps what was typed and stores nothing", async () => {
    const job = await openJob();
    const stored = async () => (await env.UPLOADS.list()).objects.length;
    const before = await stored();
    const res = await apply(job.id, "Kept across the refusal.", resume("Marvin Castillo\nRigger, 6 years\n", "resume.pdf"));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain(CAREERS_MESSAGES.resumeType);
    expect(html).toMatch(/name="email"[^>]*value="marvin.castillo@example.com"/);
    expect(html).toContain(">Kept across the refusal.</textarea>");
    expect(await rows("SELECT id FROM job_applications")).toEqual([]);
    expect(await stored()).toBe(before);
  });
});

describe("POST /careers intent=subscribe, then the confirmation link", () => {
  it("keeps one unconfirmed row and one mail for a repeat, and confirms through /careers/alerts", async () => {
    const email = "alerts.reader@example.com";
    const ip = newClientIp();
    for (let i = 0; i < 2; i++) {
      const res = await postForm("/careers", { intent: "subscribe", email, website: "" }, { ip });
      expect(res.status).toBe(200);
      expect(visibleText(await res.text())).toContain(subscribedMessage(email));
    }
    const [subscriber, ...more] = await rows<{ token: string; confirmed_at: string | null }>(
      "SELECT token, confirmed_at FROM job_subscribers WHERE email = ?",
      email,
    );
    expect(more).toEqual([]);
    expect(subscriber!.confirmed_at).toBeNull();
    const [mail, ...moreMails] = await rows<{ body: string }>("SELECT body FROM email_outbox WHERE recipient = ?", email);
    expect(moreMails).toEqual([]);
    expect(mail!.body).toContain(`/careers/alerts?token=${subscriber!.token}`);

    const page = await getPage(`/careers/alerts?token=${subscriber!.token}`);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(email);
    const confirmed = await postForm("/careers/alerts", { intent: "confirm", token: subscriber!.token });
    expect(confirmed.status).toBe(200);
    await confirmed.body?.cancel();
    const [after] = await rows<{ confirmed_at: string | null }>("SELECT confirmed_at FROM job_subscribers WHERE email = ?", email);
    expect(after!.confirmed_at).not.toBeNull();
  });

  it("answers an unknown token with 404 and changes nothing", async () => {
    const res = await postForm("/careers/alerts", { intent: "unsubscribe", token: "not-a-token" });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});
