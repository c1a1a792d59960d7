// What the contact form shows once a request is stored: the reference, a summary of what was sent
// (the attachments by name) and what happens next. Loaded when a request is sent, not with the page.
import type { ReactNode } from "react";
import { ANSWER_PROMISE, DEFAULT_CONTACT, telHref } from "../../company/content/company";
import { useSiteData } from "../../shell/use-site-data";
import { PROJECT_FIELDS, PROJECT_LABELS, type SentRequest } from "../form-data";
import { describeQuoteItem } from "../quote-item";
import { fileSize } from "../attachments";
import { CONTACT_MESSAGES } from "../messages";
import { LeadConfirmation } from "../../ui/lead-confirmation";

/** The stored request, its reference and what happens next (spec's success message as its title). */
export default function SentConfirmation({ sent, again }: { sent: SentRequest; again: ReactNode }) {
  const contact = useSiteData()?.contact ?? DEFAULT_CONTACT;
  return (
    <LeadConfirmation
      title={CONTACT_MESSAGES.success}
      reference={sent.reference}
      rows={[
        { label: "Name", value: sent.name },
        { label: "Email", value: sent.email },
        ...(sent.phone ? [{ label: "Phone", value: sent.phone }] : []),
        { label: "Country", value: sent.country },
        ...(sent.district ? [{ label: "District", value: sent.district }] : []),
        ...(sent.quoteItems.length ? [{ label: "Quote items", value: sent.quoteItems.map(describeQuoteItem).join(", ") }] : []),
        ...PROJECT_FIELDS.filter((key) => sent.project[key]).map((key) => ({ label: PROJECT_LABELS[key], value: sent.project[key] })),
        ...(sent.attachments.length
          ? [{ label: "Attachments", value: sent.attachments.map((file) => `${file.name} (${fileSize(file.size)})`).join("\n") }]
          : []),
        { label: "Message", value: sent.message },
      ]}
      next={
        <p>
          {ANSWER_PROMISE.request} If it is urgent, call{" "}
          <a href={telHref(contact.phone)} className="font-semibold text-brand-700 underline">
            {contact.phone}
          </a>{" "}
          and quote your reference.
        </p>
      }
      action={again}
    />
  );
}
