// The live site never shows a placeholder (docs/rules.md §12): the production server build with
// production settings, asked at https://mm.test, shows no placeholder fact (phone, WhatsApp,
// email, delivery area) and no illustrative testimonial, partner, supplier or leader on any page
// of the sitemap in either language, on the private pages and the 404 page, in any spec sheet, or
// in the mails a request, an application, a job-alert subscription or a sign-up produces; the
// sections that held them are gone, headings and all. The same build asked at localhost (a
// developer's machine) shows them, each marked as an example.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { facts } from "../../../app/site/facts";
import * as overview from "../../../app/company/content/service-pages/overview";
import * as teaming from "../../../app/company/content/teaming";
import * as suppliers from "../../../app/company/content/suppliers";
import * as about from "../../../app/company/content/about";
import { sitemapPages } from "../../../app/shell/pages.server";
import { LOCALES, localePath } from "../../../app/lib/locale";
import { PAGE_MESSAGES_ID } from "../../../app/ui/use-t";
import { RESUME_PDF_TEXT } from "../../fixtures/resume-pdf";
import { newEmail, validContact } from "../helpers";
import { getPage, postForm, rows, visibleText } from "./helpers";
import { pdfStrings } from "../pdf-strings";

/** Every text that is only a placeholder today: the facts marked so, and the illustrative collections. */
const PLACEHOLDERS: string[] = [
  ...(["phone", "whatsapp", "email", "pilesInstalled", "engineeringExperience", "qualityRate"] as const)
    .filter((name) => facts[name].status === "placeholder")
    .map((name) => facts[name].value),
  ...(facts.deliveryArea.status === "placeholder" ? [facts.deliveryArea.value.en, facts.deliveryArea.value.es] : []),
  ...LOCALES.flatMap((locale) => overview.testimonialsIn(locale).flatMap((t) => [t.author, t.quote])),
  ...LOCALES.flatMap((locale) => teaming.partnersIn(locale).map((p) => p.name)),
  ...LOCALES.flatMap((locale) => suppliers.suppliersIn(locale).flatMap((s) => [s.name, s.description ?? s.name])),
  ...LOCALES.flatMap((locale) => about.leadersIn(locale).flatMap((l) => [l.name, l.bio])),
];
/** The headings of the sections that hold only illustrative content. */
const HEADINGS = [
  "What our clients say",
  "Lo que dicen nuestros clientes",
  "Partnership Network",
  "Red de aliados",
  "Leadership Team",
  "Equipo directivo",
];
/** A placeholder fact's line as pages write it. */
const LINES = [
  /Delivery to:/,
  /Entrega en:/,
  /Chat on WhatsApp/,
  /Escríbanos por WhatsApp/,
  /Sales &amp; support/,
  /Ventas y soporte/,
  /90 Seconds|90 segundos/,
];

const paths = sitemapPages.flatMap((page) => [page.path, localePath("es", page.path)]);

/**
 * What a page holds that it must not: a placeholder anywhere in its HTML (text, structured data,
 * loader data), or a mark. A Spanish page's translations (PAGE_MESSAGES_ID) hold every label its
 * components may show, the withheld lines' too: labels, not facts, so they are not searched for lines.
 */
function leaks(page: string): string[] {
  const html = page.replace(new RegExp(`<script type="application/json" id="${PAGE_MESSAGES_ID}">[^<]*</script>`), "");
  const text = visibleText(html);
  return [
    ...PLACEHOLDERS.filter((placeholder) => html.includes(placeholder) || text.includes(placeholder)),
    ...HEADINGS.filter((heading) => text.includes(heading)),
    ...LINES.filter((line) => line.test(html)).map(String),
    ...(/>(Example|Ejemplo)<\/span>/.test(html) ? ["an Example badge"] : []),
    // Structured data names the facts' delivery area, never the United States (its tags travel as JSON text, quotes escaped).
    ...(/"name\\*":\\*"(United States|Estados Unidos)|"addressCountry\\*":\\*"US\\*"/.test(html) ? ["the United States"] : []),
  ];
}

describe("a production page", () => {
  it("has placeholders to hide today (else this test proves nothing)", () => {
    expect(facts.phone.status).toBe("placeholder");
    expect(PLACEHOLDERS.length).toBeGreaterThan(20);
  });

  it.each(paths)("%s shows no placeholder fact and no illustrative content", async (path) => {
    const res = await getPage(path);
    expect(res.status, path).toBe(200);
    expect(leaks(await res.text())).toEqual([]);
  });

  // Private pages are not in the sitemap, yet a visitor reads them; so do the 404 page's readers.
  it.each(["/quote", "/signin", "/careers/alerts", "/es/quote", "/es/signin", "/es/careers/alerts"])(
    "private page %s shows no placeholder fact",
    async (path) => {
      const res = await getPage(path);
      expect(res.status, path).toBe(200);
      expect(leaks(await res.text())).toEqual([]);
    },
  );

  it.each(["/account", "/es/account"])("%s sends an anonymous visitor to a sign-in page without placeholders", async (path) => {
    const res = await getPage(path);
    expect(res.status).toBe(302);
    const target = res.headers.get("Location")!;
    expect(target).toMatch(path.startsWith("/es/") ? /^\/es\/signin/ : /^\/signin/);
    const signIn = await getPage(target);
    expect(signIn.status, target).toBe(200);
    expect(leaks(await signIn.text())).toEqual([]);
  });

  it.each(["/no-such-page", "/es/no-such-page", "/products/no-such-product", "/es/products/no-such-product"])(
    "the 404 page at %s shows no placeholder fact",
    async (path) => {
      const res = await getPage(path);
      expect(res.status, path).toBe(404);
      expect(leaks(await res.text())).toEqual([]);
    },
  );

  it.each(["", "/es"])("links /delivery from %s/products and from the footer", async (prefix) => {
    const products = await (await getPage(`${prefix}/products`)).text();
    const link = `href="${prefix}/delivery"`;
    const [main, footer] = products.split(/<footer\b/);
    expect(main).toContain(link);
    expect(footer).toContain(link);
    const home = (await (await getPage(`${prefix}/`)).text()).split(/<footer\b/)[1];
    expect(home).toContain(link);
  });

  it("keeps the confirmed facts: the address and the office hours in Belize time (UTC−6)", async () => {
    const html = await (await getPage("/contact")).text();
    const text = visibleText(html);
    expect(text).toContain(facts.address.value.en.street);
    expect(text).toContain("Belize time (UTC−6)");
    expect(text).not.toMatch(/\bCST\b/);
    expect(visibleText(await (await getPage("/es/")).text())).toContain("hora de Belice (UTC−6)");
  });

  it("keeps the pages whose collections are withheld, without their sections", async () => {
    const suppliersPage = visibleText(await (await getPage("/suppliers")).text());
    expect(suppliersPage).toContain(suppliers.hero.title);
    expect(suppliersPage).toContain(suppliers.strategic.title);
    const aboutPage = visibleText(await (await getPage("/about")).text());
    expect(aboutPage).toContain("Our Journey");
    expect(aboutPage).not.toContain("Leadership Team");
  });

  it("states the delivery area's questions on /delivery without naming an unconfirmed area", async () => {
    const text = visibleText(await (await getPage("/delivery")).text());
    expect(text).toContain("Delivery, lead times and quotes");
    expect(text).toContain("Tell us where your site is");
    expect(text).not.toContain("We deliver to:");
  });
});

describe("a production spec sheet", () => {
  it.each([
    "/products/hollow-core/spec-sheet.pdf?paper=a4&units=metric",
    "/es/products/box-beams/spec-sheet.pdf?paper=letter&units=imperial",
  ])("%s carries the company block without a placeholder", async (path) => {
    const res = await getPage(path);
    expect(res.status).toBe(200);
    const text = await pdfStrings(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("M&M Precast & Prestressed Concrete");
    expect(text).toContain("Old Northern Highway");
    for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);
    expect(text).not.toMatch(/\(example\)|\(ejemplo\)/);
  });
});

describe("the mails of a request sent to the live site", () => {
  it("leave out every placeholder line and point to the contact page instead", async () => {
    const form = { ...validContact, country: "Belize", source: "page", page: "/es/contact", quoteItems: "[]", website: "" };
    const res = await postForm("/es/contact", form);
    expect(res.status).toBe(200);
    const mails = await rows<{ audience: string; body: string; subject: string }>(
      "SELECT audience, body, subject FROM email_outbox ORDER BY id",
    );
    const visitor = mails.find((mail) => mail.audience === "visitor")!;
    expect(visitor.body).toContain("escríbanos a través de https://mm.test/es/contact");
    for (const mail of mails) {
      for (const placeholder of PLACEHOLDERS.filter((text) => text !== facts.email.value)) expect(mail.body).not.toContain(placeholder);
      expect(mail.body).not.toMatch(/\(example\)|\(ejemplo\)/);
    }
    // Staff mail goes to the public address while LEADS_EMAIL is empty (the launch check asks for it); the visitor never sees it.
    expect(visitor.body).not.toContain(facts.email.value);
  });
});

describe("the application, job-alert and account mails of the live site", () => {
  it.each(["", "/es"])('written from the pages under "%s/" hold no placeholder line', async (prefix) => {
    const [job] = await rows<{ id: number }>("SELECT id FROM job_postings WHERE active = 1 ORDER BY id LIMIT 1");
    const applied = await postForm(`${prefix}/careers?apply=${job!.id}`, {
      intent: "apply",
      jobId: String(job!.id),
      firstName: "Marvin",
      lastName: "Castillo",
      email: "marvin.castillo@example.com",
      phone: "+501 610 1234",
      website: "",
      coverLetter: "Six years rigging precast beams.",
      resume: new File([RESUME_PDF_TEXT], "marvin-castillo-cv.pdf", { type: "application/pdf" }),
    });
    expect(applied.status).toBe(200);
    await applied.body?.cancel();
    const subscribed = await postForm(`${prefix}/careers`, { intent: "subscribe", email: "alerts.reader@example.com", website: "" });
    expect(subscribed.status).toBe(200);
    await subscribed.body?.cancel();
    // A sign-up, and once it is confirmed a second one for the same address (the "you have an account" mail).
    const estimator = newEmail("estimator");
    for (let i = 0; i < 2; i++) {
      const signedUp = await postForm(`${prefix}/signin?mode=signup`, {
        mode: "signup",
        email: estimator,
        password: "double-tee-12",
      });
      expect(signedUp.status).toBe(200);
      await signedUp.body?.cancel();
      await env.DB.prepare("UPDATE users SET email_verified = 1 WHERE email = ?").bind(estimator).run();
    }

    const mails = await rows<{ audience: string; kind: string; body: string }>("SELECT audience, kind, body FROM email_outbox ORDER BY id");
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "application-acknowledgment",
      "application-notification",
      "email-confirmation",
      "existing-account",
      "job-alert-confirmation",
    ]);
    for (const mail of mails) {
      for (const placeholder of PLACEHOLDERS.filter((text) => text !== facts.email.value))
        expect(mail.body, mail.kind).not.toContain(placeholder);
      expect(mail.body, mail.kind).not.toMatch(/\(example\)|\(ejemplo\)/);
      for (const line of LINES) expect(mail.body, mail.kind).not.toMatch(line);
      if (mail.audience === "visitor") expect(mail.body, mail.kind).not.toContain(facts.email.value);
    }
  });
});

describe("the same build on a developer's machine (localhost)", () => {
  const local = (path: string) => exports.default.fetch(`http://localhost${path}`, { headers: { "CF-Connecting-IP": "10.9.9.9" } });

  it("shows the placeholders, each marked as an example", async () => {
    const products = visibleText(await (await local("/products")).text());
    expect(products).toContain(`Delivery to: ${facts.deliveryArea.value.en} Example`);
    const contact = visibleText(await (await local("/es/contact")).text());
    expect(contact).toContain(`${facts.phone.value} Ejemplo`);
    expect(contact).toContain("Escríbanos por WhatsApp");
    const services = visibleText(await (await local("/services")).text());
    expect(services).toContain("What our clients say");
    expect(services).toContain("Illustrative content: the live site does not show it until the company confirms it.");
    expect(services).toContain(overview.testimonials[0]!.author);
  });
});
