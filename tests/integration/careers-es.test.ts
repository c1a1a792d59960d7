// The Spanish edition of careers on the real D1 and queue bindings: postings in Spanish where staff
// wrote it (English, marked as English, where not), applications and job alerts stored with the
// language of the page they came from, and every mail to the visitor in that language.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listActiveJobs, submitApplication } from "../../app/careers/applications.server";
import { confirmJobAlert, CONFIRMATION_RESEND_MS, sendJobAlertDigests, subscribeToJobs } from "../../app/careers/job-alerts.server";
import { jobPostingsJsonLd } from "../../app/careers/job-postings.server";
import { newClientIp, ORIGIN, outbox } from "./helpers";

const application = (jobId: number, email: string) => ({
  jobId: String(jobId),
  firstName: "Marvin",
  lastName: "Castillo",
  email,
  phone: "",
  coverLetter: "",
});

async function postingId(title: string) {
  return (await env.DB.prepare("SELECT id FROM job_postings WHERE title = ?").bind(title).first<{ id: number }>())!.id;
}

async function addPosting(title: string, spanish: { title?: string | null; description?: string | null } = {}, alerted = true) {
  await env.DB.prepare(
    "INSERT INTO job_postings (title, description, location, department, type, title_es, description_es, alerted_at) VALUES (?, ?, 'Belize City', 'Engineering', 'Part-time', ?, ?, ?)",
  )
    .bind(
      title,
      `${title}: staff's English description.`,
      spanish.title ?? null,
      spanish.description ?? null,
      alerted ? "2020-01-01T00:00:00.000Z" : null,
    )
    .run();
  return postingId(title);
}

const mailsTo = async (email: string, kind: string) =>
  (await outbox())
    .filter((mail) => mail.recipient === email && mail.kind === kind)
    .map((mail) => ({ subject: mail.subject, body: mail.body }));

describe("postings on a Spanish page", () => {
  it("show the Spanish title and description where staff wrote them, else the English marked lang=en", async () => {
    await addPosting("Test Yard Foreman");
    await addPosting("Test Estimator", { title: "Test Estimador de costos", description: "   " });
    const jobs = await listActiveJobs(env.DB, "es");

    const architects = jobs.find((job) => job.title === "Arquitectos")!;
    expect(architects).toMatchObject({ title: "Arquitectos", location: "Belize City", department: "Engineering", type: "Full-time" });
    expect(architects.description).toMatch(/^Diseñe edificios/);
    expect(architects).not.toHaveProperty("titleLang");
    expect(architects).not.toHaveProperty("descriptionLang");

    const foreman = jobs.find((job) => job.title === "Test Yard Foreman")!;
    expect(foreman).toMatchObject({
      description: "Test Yard Foreman: staff's English description.",
      titleLang: "en",
      descriptionLang: "en",
    });

    // A title in Spanish, a blank description: the description is the English one.
    const estimator = jobs.find((job) => job.title === "Test Estimador de costos")!;
    expect(estimator).toMatchObject({ description: "Test Estimator: staff's English description.", descriptionLang: "en" });
    expect(estimator).not.toHaveProperty("titleLang");
  });

  it("leave the English page as it was: English text, no language marks, no Spanish columns", async () => {
    await addPosting("Test Estimator", { title: "Test Estimador de costos" });
    const jobs = await listActiveJobs(env.DB);
    expect(jobs.find((job) => job.title === "Architects")).toEqual({
      id: await postingId("Architects"),
      title: "Architects",
      description: expect.stringMatching(/^Design commercial/),
      location: "Belize City",
      department: "Engineering",
      type: "Full-time",
      postedAt: expect.any(String),
      closesOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      salary: { min: 2500, max: 3200, currency: "BZD", period: "month" },
      terms: expect.stringMatching(/^BZ\$2,500–3,200 a month · Apply by \d{1,2} [A-Z][a-z]+ \d{4}$/),
    });
    expect(jobs.map((job) => job.title)).toContain("Test Estimator");
  });

  it("are JobPostings in the page's language, each applied for on the Spanish page", async () => {
    const id = await postingId("Architects");
    const [ld] = jobPostingsJsonLd(
      (await listActiveJobs(env.DB, "es")).filter((job) => job.id === id),
      "https://www.mm-precast.example",
      "es",
    );
    expect(ld).toMatchObject({
      title: "Arquitectos",
      description: expect.stringMatching(/^Diseñe edificios/),
      url: `https://www.mm-precast.example/es/careers/${id}`,
    });
  });
});

describe("an application from a Spanish page", () => {
  it("is stored with its language; the applicant's acknowledgment is in Spanish, staff's notification as filed", async () => {
    const email = "postulante.es@example.com";
    const outcome = await submitApplication(env, {
      input: application(await postingId("Architects"), email),
      resume: null,
      ip: newClientIp(),
      origin: ORIGIN,
      locale: "es",
    });
    expect(outcome).toMatchObject({ kind: "stored", summary: { jobTitle: "Arquitectos" } });
    if (outcome.kind !== "stored") return;
    expect(outcome.summary).not.toHaveProperty("jobTitleLang");

    const row = await env.DB.prepare("SELECT locale FROM job_applications WHERE reference = ?").bind(outcome.summary.reference).first();
    expect(row).toEqual({ locale: "es" });

    const [staff, visitor] = await outbox(outcome.summary.reference);
    expect(staff).toMatchObject({ audience: "staff", kind: "application-notification" });
    expect(staff!.subject).toContain("Architects");
    expect(visitor).toMatchObject({ audience: "visitor", kind: "application-acknowledgment", recipient: email });
    expect(visitor!.subject).toContain("Arquitectos");
    expect(visitor!.body).toContain("Arquitectos (Ciudad de Belice)");
    expect(visitor!.body).not.toMatch(/Architects|Belize City/);
  });

  it("names a posting without Spanish text by its English title, marked as English on the page", async () => {
    const id = await addPosting("Test Yard Foreman");
    const outcome = await submitApplication(env, {
      input: application(id, "capataz@example.com"),
      resume: null,
      ip: newClientIp(),
      origin: ORIGIN,
      locale: "es",
    });
    expect(outcome).toMatchObject({ kind: "stored", summary: { jobTitle: "Test Yard Foreman", jobTitleLang: "en" } });
  });

  it("from an English page is stored as English, as before", async () => {
    const outcome = await submitApplication(env, {
      input: application(await postingId("Architects"), "applicant.en@example.com"),
      resume: null,
      ip: newClientIp(),
      origin: ORIGIN,
    });
    expect(outcome).toMatchObject({ kind: "stored", summary: { jobTitle: "Architects" } });
    if (outcome.kind !== "stored") return;
    const row = await env.DB.prepare("SELECT locale FROM job_applications WHERE reference = ?").bind(outcome.summary.reference).first();
    expect(row).toEqual({ locale: "en" });
  });
});

describe("job alerts asked for on a Spanish page", () => {
  const subscribe = (email: string, locale: "en" | "es", now = Date.now()) =>
    subscribeToJobs(env, { input: { email }, ip: newClientIp(), origin: ORIGIN, locale, now });
  const subscriber = (email: string) =>
    env.DB.prepare("SELECT token, locale FROM job_subscribers WHERE email = ?").bind(email).first<{ token: string; locale: string }>();

  it("are stored with the language and confirmed by a Spanish mail whose links open the Spanish alerts page", async () => {
    expect(await subscribe("cuadrilla@example.com", "es")).toEqual({ kind: "subscribed", email: "cuadrilla@example.com" });
    const row = await subscriber("cuadrilla@example.com");
    expect(row!.locale).toBe("es");
    const [mail] = await mailsTo("cuadrilla@example.com", "job-alert-confirmation");
    expect(mail!.subject).toBe("Confirme sus alertas de empleo de M&M");
    expect(mail!.body).toContain(`${ORIGIN}/es/careers/alerts?token=${row!.token}\n`);
    expect(mail!.body).toContain(`${ORIGIN}/es/careers/alerts?token=${row!.token}&action=unsubscribe`);
    expect(mail!.body).toContain("confirme aquí");
    // Our words and links only, as in English.
    expect(mail!.body.replace(/https?:\/\/\S+/g, "")).not.toMatch(/cuadrilla|example\.com/i);
  });

  it("take the language of the page a confirmation is mailed again from", async () => {
    const now = Date.now();
    await subscribe("crew.es@example.com", "es", now);
    await subscribe("crew.es@example.com", "en", now + 1000); // mailed a moment ago: nothing new, nothing changed
    expect((await subscriber("crew.es@example.com"))!.locale).toBe("es");
    await subscribe("crew.es@example.com", "en", now + CONFIRMATION_RESEND_MS);
    expect((await subscriber("crew.es@example.com"))!.locale).toBe("en");
    const mails = await mailsTo("crew.es@example.com", "job-alert-confirmation");
    expect(mails.map((mail) => mail.subject)).toEqual(["Confirme sus alertas de empleo de M&M", "Confirm your M&M job alerts"]);
  });

  it("send each subscriber the digest in their language: Spanish titles where written, our words for the rest", async () => {
    await addPosting("Test Yard Foreman", {}, false);
    await addPosting("Test Estimator", { title: "Test Estimador de costos" }, false);
    for (const [email, locale] of [
      ["alertas@example.com", "es"],
      ["alerts@example.com", "en"],
    ] as const) {
      await subscribe(email, locale);
      await confirmJobAlert(env.DB, (await subscriber(email))!.token);
    }
    expect(await sendJobAlertDigests(env, ORIGIN)).toEqual({ postings: 2, mails: 2 });

    const [spanish] = await mailsTo("alertas@example.com", "job-alert");
    expect(spanish!.subject).toBe("2 vacantes nuevas en M&M");
    expect(spanish!.body).toContain("- Test Yard Foreman: Ingeniería, Medio tiempo, Ciudad de Belice");
    expect(spanish!.body).toContain("- Test Estimador de costos: Ingeniería, Medio tiempo, Ciudad de Belice");
    expect(spanish!.body).toContain(`Consúltelas y postúlese: ${ORIGIN}/es/careers\n`);
    expect(spanish!.body).toMatch(new RegExp(`${ORIGIN}/es/careers/alerts\\?token=\\w+&action=unsubscribe`));

    const [english] = await mailsTo("alerts@example.com", "job-alert");
    expect(english!.subject).toBe("2 new positions at M&M");
    expect(english!.body).toContain("- Test Estimator: Engineering, Part-time, Belize City");
    expect(english!.body).toContain(`See them and apply: ${ORIGIN}/careers\n`);
    expect(english!.body).toMatch(new RegExp(`${ORIGIN}/careers/alerts\\?token=\\w+&action=unsubscribe`));
  });
});
