// On a branch preview only: which branch this is, and that nothing sent from it reaches anyone.
// Its own chunk: the live site never shows it, so its first load never carries it.
import { useT } from "../ui/use-t";
import { catalog } from "./translations";

export default function PreviewBanner({ branch }: { branch: string }) {
  const t = useT(catalog);
  return (
    <p role="note" className="border-b border-amber-400 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong>{t("Preview of branch “{branch}”", { branch })}</strong>
      {t(", not the live site. Requests and applications sent from here are kept in the preview’s own database and mailed to nobody.")}
    </p>
  );
}
