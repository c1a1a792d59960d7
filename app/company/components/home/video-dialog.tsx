// The 'M&M in 90 Seconds' dialog, loaded on first use by VideoButton, which shows only when a film
// is configured (the facts' film, app/site/facts.json): it plays that film.
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/dialog";
import { drawingFile } from "../../../ui/drawing-files";
import { useLocale, useT } from "../../../ui/use-t";
import { useUnits } from "../../../ui/use-units";
import { catalog } from "../../translations";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  poster: { src: string; alt: string; width: number; height: number };
};

export default function VideoDialog({ open, onOpenChange, url, poster }: Props) {
  const t = useT(catalog);
  // The poster drawing in the page's language and the visitor's units.
  const posterFile = drawingFile(poster.src, useLocale(), useUnits() ?? "metric");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" closeLabel={t("Close video")}>
        <DialogTitle>{t("M&M in 90 Seconds")}</DialogTitle>
        <DialogDescription>
          {t("Our Belize City plant from stressing bed to site: casting, curing, testing and erecting prestressed members.")}
        </DialogDescription>
        {/* Starts on the visitor's own Play: no sound or motion they did not ask for. */}
        <video
          controls
          preload="metadata"
          playsInline
          poster={posterFile}
          width={poster.width}
          height={poster.height}
          className="mt-5 aspect-video w-full rounded-lg bg-brand-900"
        >
          <source src={url} />
          <a href={url}>{t("Download the film")}</a>
        </video>
      </DialogContent>
    </Dialog>
  );
}
