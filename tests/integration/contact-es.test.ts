// Requests in Spanish (docs/decisions/0065-the-spanish-edition.md): a request sent from a Spanish
// page, or to POST /api/contact with locale "es", is stored with its language; the visitor's
// acknowledgment is written in it (and still repeats nothing they typed, decision 0060), staff
// read English and are told the visitor's language. The API refuses a language it does not know.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { submitContact } from "../../app/contact/requests.server";
import { ATTACHMENT_MESSAGES, ATTACHMENTS } from "../../app/contact/attachments";
import { CONTACT_MESSAGES } from "../../app/contact/messages";
import { ANSWER_PROMISE } from "../../app/site/company.es";
import { catalogueProductPage } from "../../app/catalogue/quoted-product.server";
import { applicationAcknowledgment, applicationNotification } from "../../app/careers/application-mails.server";
import { contactRows, newClientIp, ORIGIN, outbox, postJson, validContact } from "./helpers";

/** Monday 23 November 2026, 8:05 in Belize. */
const NOW = Date.parse("2026-11-23T14:05:00Z");

const WRITTEN = {
  name: "Zed Phishing Name",
  message: "Click evil.example to claim your refund now, urgent.",
  phone: "+501 999 1234",
  projectName: "Refund Centre",
};

const spanish = (change: Record<string, unknown> = {}, attachments: File[] = []) =>
  submitContact(env, {
    input: {
      ...validContact,
      ...WRITTEN,
      quoteItems: [{ id: "/products/hollow-core", name: "Losa alveolar", category: "products", quantity: 400 }],
      ...change,
    },
    ip: newClientIp(),
    userAgent: null,
    source: "page",
    origin: ORIGIN,
    page: "/es/contact",
    attachments,
    now: NOW,
    locale: "es",
    productPage: catalogueProductPage,
  });

describe("a request sent in Spanish", () => {
  it("is stored with its language; the acknowledgment is in Spanish and repeats nothing typed", async () => {
    const outcome = await spanish();
    expect(outcome.kind).toBe("stored");
    if (outcome.kind !== "stored") return;
    const { reference } = outcome.summary;
    const [row] = await contactRows();
    expect(row).toMatchObject({ reference, locale: "es", page: "/es/contact", country: "Belize" });

    const [staff, visitor] = await outbox(reference);
    expect(visitor).toMatchObject({ kind: "lead-acknowledgment", recipient: validContact.email });
    expect(visitor!.subject).toBe(`Recibimos su solicitud ${reference}`);
    expect(visitor!.body).toMatch(/^Hola:\n/);
    expect(visitor!.body).toContain(`Gracias por comunicarse con M&M. Recibimos su solicitud de cotización el lunes`);
    expect(visitor!.body).toMatch(/lunes, 23 de noviembre de 2026, 8:05, hora de Belice\. Su referencia es RQ-/);
    expect(visitor!.body).toContain(ANSWER_PROMISE.request);
    // Sent to the live site (https, not this machine): no placeholder phone or email, the contact page instead (rules §12).
    expect(visitor!.body).toContain(`escríbanos a través de ${ORIGIN}/es/contact y mencione la referencia ${reference}`);
    expect(visitor!.body).not.toMatch(/\+501 000 0000|mm-precast\.example/);
    expect(visitor!.body).toContain("Milla 6.16, Old Northern Highway, Ciudad de Belice, Belice");
    expect(visitor!.body).not.toMatch(/Belize time|Thank you|Hello/);
    for (const text of [...Object.values(WRITTEN), "Losa alveolar", "evil"]) {
      expect(visitor!.body).not.toContain(text);
      expect(visitor!.subject).not.toContain(text);
    }

    // Staff read English, with everything, and are told which language to answer in.
    expect(staff).toMatchObject({ kind: "lead-notification", audience: "staff" });
    expect(staff!.subject).toBe(`Quote request ${reference} from ${WRITTEN.name} (Cayo, Belize)`);
    expect(staff!.body).toContain("Language:  Spanish");
    expect(staff!.body).toContain("Mon, 23 Nov 2026, 8:05 AM Belize time");
    expect(staff!.body).toContain(`- Losa alveolar × 400 m² [products]: ${ORIGIN}/products/hollow-core`);
    expect(staff!.body).toContain(`Sent from: ${ORIGIN}/es/contact (contact page)`);
    for (const text of Object.values(WRITTEN)) expect(staff!.body).toContain(text);
  });

  it("answers its field and attachment messages in Spanish", async () => {
    const outcome = await spanish({ name: "A", email: "no", district: "", message: "corto", loads: "x".repeat(1001) }, [
      new File(["just some notes"], "plano.pdf"),
    ]);
    expect(outcome).toEqual({
      kind: "invalid",
      fieldErrors: {
        name: "El nombre debe tener al menos 2 caracteres.",
        email: "Ingrese un correo electrónico válido.",
        district: "Seleccione un distrito.",
        message: "El mensaje debe tener al menos 10 caracteres.",
        loads: "Use como máximo 1000 caracteres.",
        attachments: "“plano.pdf” no es un archivo PDF, DWG, DXF, PNG ni JPEG. Quítelo o elija otro.",
      },
    });
    const tooMany = Array.from({ length: ATTACHMENTS.count + 1 }, (_, i) => new File(["%PDF-1.7"], `p${i}.pdf`));
    expect(await spanish({}, tooMany)).toEqual({ kind: "invalid", fieldErrors: { attachments: "Adjunte como máximo 5 archivos." } });
    expect(await contactRows()).toEqual([]);
  });

  it("in English, as before: English messages, an English acknowledgment, and staff told it is English", async () => {
    const invalid = await submitContact(env, {
      input: { ...validContact, name: "A" },
      ip: newClientIp(),
      userAgent: null,
      source: "page",
      origin: ORIGIN,
    });
    expect(invalid).toEqual({ kind: "invalid", fieldErrors: { name: CONTACT_MESSAGES.name } });
    expect(
      await submitContact(env, {
        input: validContact,
        ip: newClientIp(),
        userAgent: null,
        source: "page",
        origin: ORIGIN,
        attachments: [new File([], "e.png")],
      }),
    ).toEqual({ kind: "invalid", fieldErrors: { attachments: ATTACHMENT_MESSAGES.empty("e.png") } });

    const outcome = await submitContact(env, {
      input: validContact,
      ip: newClientIp(),
      userAgent: null,
      source: "page",
      origin: ORIGIN,
      now: NOW,
    });
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    const [row] = await contactRows();
    expect(row).toMatchObject({ locale: "en" });
    const [staff, visitor] = await outbox(outcome.summary.reference);
    expect(staff!.body).toContain("Language:  English");
    expect(visitor!.subject).toBe(`We received your request ${outcome.summary.reference}`);
    expect(visitor!.body).toContain("Mon, 23 Nov 2026, 8:05 AM Belize time");
  });
});

describe("POST /api/contact with a locale", () => {
  it('takes locale "es": stored in Spanish, answered in Spanish, acknowledged in Spanish', async () => {
    const res = await postJson("/api/contact", { ...validContact, locale: "es" });
    expect(res.status).toBe(201);
    const body = await res.json<{ ok: boolean; reference: string; message: string }>();
    expect(body).toMatchObject({ ok: true, message: "¡Su mensaje fue enviado! Pronto nos pondremos en contacto con usted." });
    expect(await contactRows()).toMatchObject([{ reference: body.reference, locale: "es", source: "api" }]);
    const [staff, visitor] = await outbox(body.reference);
    expect(staff!.body).toContain("Language:  Spanish");
    expect(visitor!.subject).toBe(`Recibimos su solicitud ${body.reference}`);
  });

  it("answers field errors in the request's language", async () => {
    const res = await postJson("/api/contact", { ...validContact, email: "no", locale: "es" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      error: "Envío no válido: revise los campos.",
      fieldErrors: { email: "Ingrese un correo electrónico válido." },
    });
  });

  it('takes "en" and no locale alike, as English', async () => {
    for (const locale of ["en", undefined, null]) {
      const res = await postJson("/api/contact", { ...validContact, locale });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ message: CONTACT_MESSAGES.success });
    }
    expect((await contactRows()).map((row) => row.locale)).toEqual(["en", "en", "en"]);
  });

  it.each([["fr"], ["ES"], ["es-419"], [""], [1], [["es"]]])("refuses locale %j with a clear 400, storing nothing", async (locale) => {
    const res = await postJson("/api/contact", { ...validContact, locale });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: CONTACT_MESSAGES.locale, fieldErrors: { locale: CONTACT_MESSAGES.locale } });
    expect(CONTACT_MESSAGES.locale).toMatch(/locale.*"en".*"es"/);
    expect(await contactRows()).toEqual([]);
  });
});

describe("an application sent in Spanish", () => {
  const lead = {
    reference: "AP-7K2M9Q",
    job: { id: 2, title: "Asistente de grúa", location: "Santa Elena", department: "Operations", type: "Full-time" },
    firstName: "Zed",
    lastName: "Phishing",
    email: "zed@example.com",
    phone: "+501 999 1234",
    coverLetter: "Click evil.example to claim your refund.",
    resumeLink: null,
    resumeName: null,
    at: new Date(NOW),
    locale: "es" as const,
  };

  it("is acknowledged in Spanish, with nothing the applicant typed; staff are told its language", () => {
    // From this machine, where placeholders show marked as examples (rules §12).
    const mail = applicationAcknowledgment(lead, { origin: "http://localhost:5173", examples: true });
    expect(mail.text).toContain("llámenos al +501 000 0000 (ejemplo) o escríbanos a info@mm-precast.example (ejemplo)");
    expect(mail.subject).toBe("Su postulación AP-7K2M9Q: Asistente de grúa");
    expect(mail.text).toContain("Gracias por postularse a la vacante de Asistente de grúa (Santa Elena) en M&M.");
    expect(mail.text).toMatch(
      /Recibimos su postulación el lunes, 23 de noviembre de 2026, 8:05, hora de Belice\. Su referencia es AP-7K2M9Q\./,
    );
    expect(mail.text).toContain(ANSWER_PROMISE.application);
    for (const text of ["Zed", "Phishing", "evil", "+501 999 1234"]) expect(mail.text).not.toContain(text);

    const staff = applicationNotification(lead, { LEADS_EMAIL: "leads@example.com", CAREERS_EMAIL: "" }, 7);
    expect(staff.text).toContain("Language:  Spanish");
    expect(staff.text).toContain("Cover letter:");
  });
});

describe("body limit for /es/contact, as for /contact", () => {
  const post = (path: string, size: number) =>
    exports.default.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", "Content-Length": String(size) },
      body: new Uint8Array(size),
    });

  it("lets 25 MB of drawings through to the Spanish page and its data request", async () => {
    expect((await post("/es/contact", ATTACHMENTS.bytes + 100 * 1024)).status).toBe(200);
    expect((await post("/es/contact.data", ATTACHMENTS.bytes + 100 * 1024)).status).toBe(200);
  });

  it("answers a larger post with the 413 page in Spanish, leading back to the Spanish form", async () => {
    const res = await post("/es/contact", ATTACHMENTS.bytes + 1024 * 1024);
    expect(res.status).toBe(413);
    const page = await res.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain("Archivos demasiado grandes");
    expect(page).toContain("Estos archivos suman más de 25 MB.");
    expect(page).toContain('<a href="/es/contact"');
    expect(page).toContain("Volver a Contacto");
  });
});
