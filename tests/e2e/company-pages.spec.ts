// The company pages (rules §2 About, Teaming, Suppliers, Privacy, Contact; §9 counts).
import { expect, test } from "./support";

const sectionList = (page: import("@playwright/test").Page, heading: string) =>
  page.getByRole("region", { name: heading }).getByRole("listitem");

test.describe("about", () => {
  test("tells the story with values, leaders and milestones", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Belize's Leader in Prestressed Concrete");
    await expect(page.getByText("Our Story")).toBeVisible();
    await expect(page.getByText(/founded in Belize City in 1998/)).toBeVisible();
    for (const words of ["piles", "double tees", "tee beams", "girders", "bridge design", "value engineering", "tilt-up wall warehouse"]) {
      await expect(page.locator("#about-title ~ div").first()).toContainText(words);
    }
    await expect(page.getByRole("img", { name: /Haulover Bridge/ })).toBeVisible();
    // Badges are for phones only (rules §2).
    await expect(page.getByRole("list", { name: "At a glance" })).toBeHidden();

    const values = sectionList(page, "Our Core Values");
    await expect(values).toHaveCount(4);
    await expect(values.getByRole("heading")).toHaveText(["Excellence", "Collaboration", "Sustainability", "Integrity"]);

    const leaders = sectionList(page, "Leadership Team");
    await expect(leaders).toHaveCount(4);
    for (const leader of await leaders.all()) {
      await expect(leader.getByRole("heading")).not.toBeEmpty();
      await expect(leader.getByRole("img")).toHaveAttribute("alt", /Monogram of/);
      await expect(leader.locator("p")).toHaveCount(2); // position and bio
    }

    const milestones = sectionList(page, "Our Journey");
    await expect(milestones.locator("time")).toHaveText(["1998", "2003", "2008", "2015", "2020"]);
    await expect(milestones.getByRole("heading")).toHaveCount(5);
  });

  test("shows the badges on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await expect(page.getByRole("list", { name: "At a glance" }).getByRole("listitem")).toHaveText(["Est. 1998", "25+ Years"]);
  });
});

test.describe("teaming", () => {
  test("has the advantages, the process, the partners and a partnership dialog", async ({ page }) => {
    await page.goto("/teaming");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harness the Power of Teamwork");
    await expect(sectionList(page, "Key Advantages").getByRole("heading")).toHaveText([
      "Combined Expertise",
      "Expanded Capabilities",
      "Resource Optimization",
      "Innovation Catalyst",
    ]);
    await expect(sectionList(page, "Simple Teaming Process").getByRole("heading")).toHaveText([
      "Step 1: Identify Needs",
      "Step 2: Select Partners",
      "Step 3: Execute Together",
    ]);
    const partners = sectionList(page, "Partnership Network");
    await expect(partners).toHaveCount(4);
    for (const partner of await partners.all()) {
      await expect(partner.getByRole("img")).toHaveAttribute("alt", / logo$/);
      await expect(partner.locator("p")).not.toBeEmpty(); // the specialty
    }

    await page.getByRole("button", { name: "Contact Us About Partnership" }).click();
    const dialog = page.getByRole("dialog", { name: "Partner with M&M" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Message" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("suppliers", () => {
  test("lists five suppliers, two with descriptions, and the partnership figures", async ({ page }) => {
    await page.goto("/suppliers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Trusted Suppliers");
    const suppliers = page.getByRole("region", { name: "Suppliers" }).getByRole("listitem");
    await expect(suppliers).toHaveCount(5);
    const specialties = suppliers.locator("h2 + p");
    await expect(specialties).toHaveText([
      /^Construction materials/,
      /^Steel and metal/,
      /^Concrete/,
      /^Heavy machinery/,
      /^Tools and equipment/,
    ]);
    const described = suppliers.filter({ has: page.locator("div + p") });
    await expect(described).toHaveCount(2);
    await expect(suppliers.nth(0).locator("div + p")).toHaveCount(1); // the first and the fourth
    await expect(suppliers.nth(3).locator("div + p")).toHaveCount(1);
    for (const supplier of await suppliers.all()) await expect(supplier.getByRole("img")).toHaveAttribute("alt", / logo$/);

    const stats = page.getByRole("region", { name: "Strategic Partnerships" });
    for (const [value, label] of [
      ["5+", "Years Partnership"],
      ["24/7", "Support Available"],
      ["100%", "Quality Certified"],
    ]) {
      await expect(stats.getByRole("definition").filter({ hasText: value })).toHaveCount(1);
      await expect(stats.getByRole("term").filter({ hasText: label })).toHaveCount(1);
    }
  });
});

test.describe("privacy", () => {
  test("has its 13 sections, a working table of contents and the contact details", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Last updated 28 November 2026")).toBeVisible();
    const toc = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(toc).toHaveCount(13);
    for (const link of await toc.all()) {
      const id = (await link.getAttribute("href"))!.slice(1);
      await expect(page.locator(`section#${id} h2`)).toContainText((await link.textContent())!);
    }
    const text = await page.locator("main").innerText();
    for (const words of [
      "GDPR",
      "CCPA",
      "Belizean",
      "never sell",
      "third-party payment processors",
      "under 13",
      "résumé",
      "job alert",
      "local storage",
      "session storage",
    ]) {
      expect(text).toContain(words);
    }
    await toc.filter({ hasText: "Contact Us" }).click();
    await expect(page).toHaveURL(/#contact-us$/);
    const address = page.locator("#contact-us address");
    await expect(address).toContainText("Belize City");
    await expect(address.getByRole("link")).toHaveAttribute("href", /^mailto:.+@.+/);
  });
});

test.describe("contact information", () => {
  test("shows the office, links and a business-hours status", async ({ page }) => {
    await page.goto("/contact");
    const info = page.getByRole("region", { name: "Contact Information" });
    await expect(info).toContainText("Belize City");
    await expect(info.getByTestId("business-status")).toHaveText(
      /^(Open Now|Closed|Closed for today|Opening at 8:00 AM|Opening in \d+ minutes?)$/,
    );
    await expect(info.locator('a[href^="tel:"]')).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(info.locator('a[href^="mailto:"]')).toHaveAttribute("href", /^mailto:.+@.+/);
    const whatsapp = info.getByRole("link", { name: /^Chat on WhatsApp/ });
    const href = new URL((await whatsapp.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toMatch(/^\/501\d+$/);
    expect(href.searchParams.get("text")).toContain("talk with an engineer");
  });

  test.describe("for a visitor in Madrid", () => {
    test.use({ timezoneId: "Europe/Madrid" });

    test("tells Belize's status after hydration and refreshes it every minute", async ({ page }) => {
      // Wednesday 16 July 2025, 15:05 in Madrid = 07:05 in Belize.
      await page.clock.install({ time: new Date("2025-07-16T15:05:00+02:00") });
      await page.goto("/contact");
      const status = page.getByTestId("business-status");
      await expect(status).toHaveText("Opening in 55 minutes");
      await page.clock.runFor(60_000);
      await expect(status).toHaveText("Opening in 54 minutes");
      await page.clock.runFor(54 * 60_000);
      await expect(status).toHaveText("Open Now");
    });
  });
});
