import { ContactForm } from "../../contact/components/contact-form";
import { PageFrame } from "../../contact/components/page-frame";
import { whenVisible } from "../../ui/when-visible";
import { quoteStore, useQuoteItems } from "../../contact/quote-store";
import { contactAction } from "./contact.server";
import { quoteContext } from "../../catalogue/quoted-product.server";
import { similarProject } from "../../company/similar-project.server";
import { pageHeaders } from "../../lib/route-headers";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { useT } from "../../ui/use-t";
import { catalog } from "../../contact/translations";
import type { Route } from "./+types/contact";

export function headers(args: Route.HeadersArgs) {
  return pageHeaders(args);
}

export function loader({ url }: Route.LoaderArgs) {
  // The office's details are the root loader's facts (app/site/site.server.ts). A Request a
  // Quote link names its product and page (quoted-product.ts): the form lists it, without JavaScript too.
  // Request a Similar Solution names its project the same way (app/company/similar-project.server.ts).
  return withHead(url, { quote: quoteContext(url), similar: similarProject(url) });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export async function action({ request }: Route.ActionArgs) {
  return contactAction(request);
}

// Office, hours and links: the office status is worked out in the browser once its code arrives.
const ContactInfo = whenVisible("contact-info", () => import("../../contact/components/contact-info"));

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  // The quote list travels with the request; once the request is stored it has been sent.
  const quoteItems = useQuoteItems();
  const t = useT(catalog);
  return (
    <PageFrame
      wide
      title={t("Talk with an Engineer")}
      lead={t(
        "Tell us about your project: spans, loads, site and schedule. An engineer reads every request and answers within one business day.",
      )}
    >
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* The office's phone, hours and address come first on a phone, above the long form; beside it from 1024 px. */}
        <div className="lg:col-start-2 lg:row-start-1">
          <ContactInfo />
        </div>
        <section
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8 lg:col-start-1 lg:row-start-1"
          aria-labelledby="contact-page-title"
        >
          <h2 id="contact-page-title" className="mb-6 text-xl font-bold">
            {t("Send us a message")}
          </h2>
          <ContactForm
            variant="page"
            serverResult={actionData}
            quoteItems={quoteItems}
            product={loaderData.quote.product}
            page={loaderData.quote.from}
            project={loaderData.similar}
            onSent={quoteStore.clear}
          />
        </section>
      </div>
    </PageFrame>
  );
}
