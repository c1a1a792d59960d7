// The contact-information column of /contact: Belize City office, phone, email, business hours
// with the live status, and WhatsApp, tel and mailto links. The page is the same for everyone
// and may be served from the edge for minutes, so the open/closed status is never in its HTML:
// the browser computes it in Belize time after hydration and every minute after (its space is
// kept, so nothing moves when it appears). Without JavaScript the hours themselves are shown. The
// address, phone, email, WhatsApp number and hours are the facts the root loader says the page may
// show, in its language (docs/rules.md §12): a row whose fact is withheld is left out.
import { useEffect, useState, type ReactNode } from "react";
import { telHref, whatsappHref } from "../../site/company";
import { useSiteData } from "../../site/use-site-data";
import { businessHoursStatus, type BusinessHoursStatus, type OfficeSchedule } from "../business-hours";
import { ExampleMark } from "../../ui/example-mark";
import { BUSINESS_HOURS_REFRESH_MS } from "../../lib/constants";
import { cn } from "../../lib/cn";
import { OutlineIcon } from "../../ui/outline-icon";
import { useT } from "../../ui/use-t";
import type { Translate } from "../../lib/messages";
import { catalog } from "../translations";

function useBusinessHours(t: Translate, schedule: OfficeSchedule | undefined) {
  const [status, setStatus] = useState<BusinessHoursStatus | null>(null);
  useEffect(() => {
    if (!schedule) return;
    const update = () => setStatus(businessHoursStatus(new Date(), schedule, t));
    update();
    // rules §4/§9: refreshed every 60 s; the first refresh waits for the next whole minute.
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(
      () => {
        update();
        interval = setInterval(update, BUSINESS_HOURS_REFRESH_MS);
      },
      BUSINESS_HOURS_REFRESH_MS - (Date.now() % BUSINESS_HOURS_REFRESH_MS),
    );
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [t, schedule]);
  return status;
}

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <div className="mt-0.5 text-sm text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** The contact page hydrates this column by its id once it nears the viewport. */
export default function ContactInfo() {
  const t = useT(catalog);
  const { address, phone, email, whatsapp, hours } = useSiteData()?.facts ?? {};
  const status = useBusinessHours(t, hours?.value);
  return (
    <section
      id="contact-info"
      aria-labelledby="contact-info-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
    >
      <h2 id="contact-info-title" className="text-xl font-bold">
        {t("Contact Information")}
      </h2>
      <div className="mt-6 space-y-5">
        {address ? (
          <Row icon={<PinIcon />} title={t("Belize City Office")}>
            <address className="not-italic">
              {address.value.street}
              <br />
              {address.value.city}, {address.value.country}
              <ExampleMark when={address.example} />
            </address>
          </Row>
        ) : null}
        {phone ? (
          <Row icon={<PhoneIcon />} title={t("Phone")}>
            <a
              href={telHref(phone.value)}
              className="-my-0.5 inline-block py-0.5 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {phone.value}
            </a>
            <ExampleMark when={phone.example} />
          </Row>
        ) : null}
        {email ? (
          <Row icon={<MailIcon />} title={t("Email")}>
            <a
              href={`mailto:${email.value}`}
              className="-my-0.5 inline-block py-0.5 font-medium break-all text-brand-700 underline-offset-2 hover:underline"
            >
              {email.value}
            </a>
            <ExampleMark when={email.example} />
          </Row>
        ) : null}
        {hours ? (
          <Row icon={<ClockIcon />} title={t("Business Hours")}>
            <p>{hours.value.days}</p>
            <p>{hours.value.time}</p>
            {hours.value.closed ? <p>{hours.value.closed}</p> : null}
            <p className="text-xs text-slate-600">
              {hours.value.zone}
              <ExampleMark when={hours.example} />
            </p>
            <p
              className={cn(
                "mt-2 flex min-h-8 w-fit items-center gap-2 rounded-full px-3 py-1 font-semibold text-slate-900",
                status && "bg-slate-100",
              )}
              data-testid="business-status"
            >
              {status ? (
                <>
                  <span aria-hidden="true" className={cn("size-2.5 rounded-full", status.open ? "bg-green-600" : "bg-red-600")} />
                  {status.label}
                </>
              ) : null}
            </p>
          </Row>
        ) : null}
      </div>
      {whatsapp ? <WhatsAppLink number={whatsapp.value} example={whatsapp.example} t={t} /> : null}
    </section>
  );
}

/** Chat on WhatsApp, with a prefilled message: only with a number the page may show. */
function WhatsAppLink({ number, example, t }: { number: string; example: boolean; t: Translate }) {
  return (
    <div className="mt-8">
      <a
        href={whatsappHref(number, t("Hello M&M, I would like to talk with an engineer about a precast concrete project."))}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center justify-center gap-2 rounded-md bg-green-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        <ChatIcon />
        {t("Chat on WhatsApp")}
        <span className="sr-only"> {t("(opens in a new tab)")}</span>
      </a>
      {example ? (
        <p className="mt-2 text-center text-xs text-slate-600">
          <ExampleMark when /> {number}
        </p>
      ) : null}
    </div>
  );
}

const PinIcon = () => (
  <OutlineIcon>
    <path d="M10 18s5.5-5.2 5.5-9.5a5.5 5.5 0 0 0-11 0C4.5 12.8 10 18 10 18z" />
    <circle cx="10" cy="8.5" r="2" />
  </OutlineIcon>
);

// Drawn here rather than imported from ui/icons: that module loads with the menus, and sharing it
// would add a chunk to this page's first load.
const PhoneIcon = () => (
  <OutlineIcon>
    <path d="M6.5 2.5h-2A1.5 1.5 0 0 0 3 4.1C3.4 11.4 8.6 16.6 15.9 17a1.5 1.5 0 0 0 1.6-1.5v-2L14 12l-1.7 1.7a10 10 0 0 1-4.5-4.5L9.5 7.5 8 4z" />
  </OutlineIcon>
);

const MailIcon = () => (
  <OutlineIcon>
    <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
    <path d="M3 5.5l7 5.5 7-5.5" />
  </OutlineIcon>
);

const ClockIcon = () => (
  <OutlineIcon>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 5.5V10l3 2" />
  </OutlineIcon>
);

const ChatIcon = () => (
  <OutlineIcon className="size-4">
    <path d="M3.5 16.5l1-3.2A7 7 0 1 1 7 15.8z" />
    <path d="M7.5 8c.3 1.8 2.7 4.2 4.5 4.5l1-1-1.5-.8-.7.6c-.8-.4-1.6-1.2-2-2l.6-.7L8.6 7z" />
  </OutlineIcon>
);
