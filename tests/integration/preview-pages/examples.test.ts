// A branch preview shows the placeholders the live site hides (docs/rules.md §12), each marked
// as an example, so the company can see where its facts will go: the same production server
// build, the [env.preview] configuration, at the same https host the live-site test uses.
import { describe, expect, it } from "vitest";
import { facts } from "../../../app/site/facts";
import { testimonials } from "../../../app/company/content/service-pages/overview";
import { getPage, visibleText } from "../pages/helpers";

describe("a branch preview's facts", () => {
  it("shows the placeholder phone, email and delivery area, each marked as an example", async () => {
    const contact = visibleText(await (await getPage("/contact")).text());
    expect(contact).toContain(`${facts.phone.value} Example`);
    expect(contact).toContain(`${facts.email.value} Example`);
    expect(contact).toContain("Chat on WhatsApp");
    const products = visibleText(await (await getPage("/es/products")).text());
    expect(products).toContain(`Entrega en: ${facts.deliveryArea.value.es} Ejemplo`);
  });

  it("shows the illustrative collections under a note saying what they are", async () => {
    const services = visibleText(await (await getPage("/services")).text());
    expect(services).toContain("Example Illustrative content: the live site does not show it until the company confirms it.");
    expect(services).toContain(testimonials[0]!.quote);
    for (const [path, heading] of [
      ["/about", "Leadership Team"],
      ["/teaming", "Partnership Network"],
    ]) {
      const text = visibleText(await (await getPage(path!)).text());
      expect(text, path).toContain(heading!);
      expect(text, path).toContain("Illustrative content");
    }
  });
});
