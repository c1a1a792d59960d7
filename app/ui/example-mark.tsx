// How a placeholder looks where it may show (this machine, previews: docs/rules.md §12): a small
// "Example" badge beside a fact, a one-line note above an illustrative collection. The live site
// never receives a placeholder, so it never renders either.
import { useT } from "./use-t";
import { catalog } from "./translations";

const BADGE =
  "inline-block rounded border border-amber-400 bg-amber-100 px-1 align-middle text-[0.6875rem] leading-4 font-semibold text-amber-950";

/** " Example" beside a fact that is still a placeholder (the space keeps it a word of its own, read aloud too); nothing when `when` is false. */
export function ExampleMark({ when }: { when: boolean | undefined }) {
  const t = useT(catalog);
  return when ? (
    <>
      {" "}
      <span className={BADGE}>{t("Example")}</span>
    </>
  ) : null;
}

/** Above a collection that is still illustrative (testimonials, partners, suppliers, leaders). */
export function ExampleNote({ when, className = "" }: { when: boolean | undefined; className?: string }) {
  const t = useT(catalog);
  if (!when) return null;
  return (
    <p
      role="note"
      className={`mt-3 inline-block rounded border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-950 ${className}`}
    >
      <span className={`${BADGE} mr-1.5`}>{t("Example")}</span>
      {t("Illustrative content: the live site does not show it until the company confirms it.")}
    </p>
  );
}
