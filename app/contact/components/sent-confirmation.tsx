// What the contact form shows once a request is stored: the reference, a summary of what was sent
// (the attachments by name) and what happens next. Loaded when a request is sent, not with the page.
import type { ReactNode } from "react";
import { telHref } from "../../site/company";
import { useSiteData } from "../../site/use-site-data";
import { PROJECT_FIELDS, PROJECT_LABELS, type SentRequest } from "../form-data";
import { describeQuoteItem } from "../quote-item";
import { fileSize } from "../attachments";
import { CONTACT_MESSAGES, contactMessage } from "../messages";
import { LeadConfirmation } from "../../ui/lead-confirmation";
import { useT } from "../../ui/use-t";
import { catalog } from "../translations";
import { around } from "./around";
import { ExampleMark } from "../../ui/example-mark";

type Props = {
  sent: SentRequest;
  /** What happens next, as the action wrote it in the request's language (answerPromiseIn in app/site/company.ts). */
  answerPromise?: string;
  again: ReactNode;
};

/** The stored request, its reference and what happens next (spec's success message as its title). */
export default function SentConfirmation({ sent, answerPromise, again }: Props) {
  const t = useT(catalog);
  // The phone is the facts', when the page may show it (docs/rules.md §12); no urgent line without it.
  const phone = useSiteData()?.facts.phone;
  return (
    <LeadConfirmation
      title={contactMessage(t, CONTACT_MESSAGES.success)}
      reference={sent.reference}
      rows={[
        { label: t("Name"), value: sent.name },
        { label: t("Email"), value: sent.email },
        ...(sent.phone ? [{ label: t("Phone"), value: sent.phone }] : []),
        // The country and district names are ours (the form's list), shown in the page's language.
        { label: t("Country"), value: t(sent.country) },
        ...(sent.district ? [{ label: t("District"), value: t(sent.district) }] : []),
        ...(sent.quoteItems.length
          ? [{ label: t("Quote items"), value: sent.quoteItems.map((item) => describeQuoteItem(item, t)).join(", ") }]
          : []),
        ...(sent.similarTo ? [{ label: t("Similar to"), value: sent.similarTo.title }] : []),
        ...PROJECT_FIELDS.filter((key) => sent.project[key]).map((key) => ({ label: t(PROJECT_LABELS[key]), value: sent.project[key] })),
        ...(sent.attachments.length
          ? [{ label: t("Attachments"), value: sent.attachments.map((file) => `${file.name} (${fileSize(file.size)})`).join("\n") }]
          : []),
        { label: t("Message"), value: sent.message },
      ]}
      next={
        <p>
          {answerPromise}
          {phone ? (
            <>
              {" "}
              {around(
                t("If it is urgent, call {phone} and quote your reference."),
                "{phone}",
                <>
                  <a href={telHref(phone.value)} className="font-semibold text-brand-700 underline">
                    {phone.value}
                  </a>
                  <ExampleMark when={phone.example} />
                </>,
              )}
            </>
          ) : null}
        </p>
      }
      action={again}
    />
  );
}
