// The /contact form action: the same service as POST /api/contact, answered as page data. The
// request is in the language of the page it was posted to (/es/contact: Spanish): its field messages,
// its acknowledgment and what the confirmation promises are written in it. The notices (`message`)
// are CONTACT_MESSAGES, which the form shows in the page's language. A form about a product posts
// to /contact?product=<slug>: the product joins the items the request carries (quoted-product.ts);
// one from a case study's Request a Similar Solution posts to /contact?project=<id>, which it records.
import { accountQuotes } from "../../accounts/account-quotes.server";
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { clientAddress } from "../../server/client-key.server";
import { submitContact } from "../../contact/requests.server";
import { CONTACT_FIELDS, type ContactActionData } from "../../contact/form-data";
import { CONTACT_MESSAGES } from "../../contact/messages";
import { contactInputFromForm, quoteItemsSchema } from "../../contact/schema";
import { formValues } from "../../forms/parse";
import { attachedNames, chosenFiles } from "../../contact/attachments";
import { forgetSentRequest, readQuote } from "../../contact/quote-session.server";
import { localeOf } from "../../lib/locale";
import { withQuotedProduct } from "../../contact/quoted-product";
import { catalogueName, catalogueProductPage, quoteContext } from "../../catalogue/quoted-product.server";
import { similarProject } from "../../company/similar-project.server";
import { answerPromiseIn } from "../../site/company";

export async function contactAction(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ContactActionData>({ status: "failed", message: CONTACT_MESSAGES.body }, { status: 400 });
  }
  const input = contactInputFromForm(form);
  // A form sent by the page's script carries the list the page shows (marked, even when empty);
  // one sent without JavaScript carries an empty one, and takes the list kept with us (/quote's).
  const posted = input.quoteItems;
  const keptList = form.get("quoteFrom") !== "page" && (posted === undefined || (Array.isArray(posted) && posted.length === 0));
  // What was typed goes back with every answer but success, so nothing is lost.
  const values = formValues(CONTACT_FIELDS, input);
  const files = chosenFiles(form);
  const attached = files.length ? attachedNames(files) : undefined;
  let keptItems = 0;
  if (keptList) {
    try {
      const kept = await readQuote(env, accountQuotes, request);
      input.quoteItems = kept;
      keptItems = kept.length;
    } catch (error) {
      // Sent without the list, the request would lose it: the visitor tries again instead.
      console.error("contact: could not read the kept quote list", error);
      return data<ContactActionData>({ status: "failed", message: CONTACT_MESSAGES.failure, values, attached }, { status: 503 });
    }
  }
  // The product the form is about (Request a Quote on its page) goes with the items, once; a
  // malformed list is left for the schema to refuse.
  const { product } = quoteContext(new URL(request.url));
  const items = product ? quoteItemsSchema.safeParse(input.quoteItems ?? []) : null;
  if (items?.success) input.quoteItems = withQuotedProduct(items.data, product);

  const page = form.get("page");
  const locale = localeOf(new URL(request.url).pathname);
  const outcome = await submitContact(env, {
    locale,
    input,
    ip: clientAddress(request.headers),
    userAgent: request.headers.get("User-Agent"),
    source: form.get("source") === "dialog" ? "dialog" : "page",
    origin: new URL(request.url).origin,
    page: typeof page === "string" ? page : null,
    attachments: files,
    productPage: catalogueProductPage,
    catalogueName,
    similarTo: similarProject(new URL(request.url)),
  });
  switch (outcome.kind) {
    case "stored": {
      // Its draft is done with, and sending empties the list (the page's script empties its own).
      // The request is stored whatever happens here: a failure only leaves the draft for 30 days.
      const cookies = await forgetSentRequest(env, accountQuotes, request, keptItems > 0).catch((error: unknown) => {
        console.error("contact: could not forget the sent request's draft", error);
        return [];
      });
      return data<ContactActionData>(
        {
          status: "sent",
          message: CONTACT_MESSAGES.success,
          summary: outcome.summary,
          answerPromise: answerPromiseIn(locale).request,
        },
        { status: 200, headers: cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) },
      );
    }
    case "dropped":
      return data<ContactActionData>({ status: "dropped" }, { status: 200 });
    case "invalid":
      return data<ContactActionData>({ status: "invalid", fieldErrors: outcome.fieldErrors, values, attached }, { status: 400 });
    case "rate-limited":
      return data<ContactActionData>(
        { status: "rate-limited", message: CONTACT_MESSAGES.rateLimited, values, attached },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<ContactActionData>({ status: "failed", message: CONTACT_MESSAGES.failure, values, attached }, { status: 503 });
  }
}
