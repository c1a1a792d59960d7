// rules §2 Careers: the empty list (what production shows until staff add a posting), or a
// combination of filters nothing matches. 'Check back later' takes the visitor to the job-updates
// box and puts the cursor in its email field, so coming back later is one address away.
import type { MouseEvent } from "react";
import { Link } from "../../ui/link";
import { SUBSCRIBE_FORM_ID } from "../form-data";
import { catalog } from "../translations";
import { useLocalePath, useT } from "../../ui/use-t";

export function JobsEmpty({ filtered }: { filtered: boolean }) {
  const t = useT(catalog);
  const to = useLocalePath();
  function onCheckBackLater(event: MouseEvent<HTMLAnchorElement>) {
    const form = document.getElementById(SUBSCRIBE_FORM_ID);
    const email = form instanceof HTMLFormElement ? form.elements.namedItem("email") : null;
    if (!(email instanceof HTMLInputElement)) return; // let the link do it
    event.preventDefault();
    email.scrollIntoView({ behavior: "smooth", block: "center" });
    email.focus({ preventScroll: true });
  }

  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      {/* Filtered, there are positions, just none of this combination: the heading must not say there are none. */}
      <p className="text-lg font-semibold text-brand-900">
        {filtered
          ? t("Nothing is open for this combination of location, department and job type.")
          : t("We don't have any active job posts right now.")}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-700">
        {filtered ? null : `${t("New positions open as projects start.")} `}
        {t("Leave your email below and we will write as soon as one opens.")}
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
        <a href={`#${SUBSCRIBE_FORM_ID}`} onClick={onCheckBackLater} className="btn-primary">
          {t("Check back later")}
        </a>
        {filtered ? (
          <Link to={to("/careers")} replace preventScrollReset className="btn-secondary">
            {t("Show all positions")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
