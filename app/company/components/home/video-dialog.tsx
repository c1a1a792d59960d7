// The 'M&M in 90 Seconds' dialog, loaded on first use by VideoButton. With a configured film
// (the Worker var HERO_VIDEO_URL) it plays it; without one it shows the poster and offers a
// conversation with an engineer instead (docs/decisions/0001-product-resolutions.md).
import { Link } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/dialog";
import { useLocalePath, useT } from "../../../ui/use-t";
import { catalog } from "../../catalog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string | null;
  poster: { src: string; alt: string; width: number; height: number };
};

export default function VideoDialog({ open, onOpenChange, url, poster }: Props) {
  const t = useT(catalog);
  const to = useLocalePath();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" closeLabel={t("Close video")}>
        <DialogTitle>{t("M&M in 90 Seconds")}</DialogTitle>
        {url ? (
          <>
            <DialogDescription>
              {t("Our Belize City plant from stressing bed to site: casting, curing, testing and erecting prestressed members.")}
            </DialogDescription>
            {/* Starts on the visitor's own Play: no sound or motion they did not ask for. */}
            <video
              controls
              preload="metadata"
              playsInline
              poster={poster.src}
              width={poster.width}
              height={poster.height}
              className="mt-5 aspect-video w-full rounded-lg bg-brand-900"
            >
              <source src={url} />
              <a href={url}>{t("Download the film")}</a>
            </video>
          </>
        ) : (
          <>
            <img
              src={poster.src}
              alt={poster.alt}
              width={poster.width}
              height={poster.height}
              className="mt-5 aspect-video w-full rounded-lg border border-slate-200"
            />
            <DialogDescription className="mt-5 text-base text-slate-700">
              {t(
                "The film is not available on this site at the moment. An engineer will gladly walk you through the plant, our products and recent projects instead, at our Belize City yard or on a video call.",
              )}
            </DialogDescription>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={to("/contact")} className="btn-primary" onClick={() => onOpenChange(false)}>
                {t("Talk with an Engineer")}
              </Link>
              <Link to={to("/projects")} className="btn-secondary" onClick={() => onOpenChange(false)}>
                {t("See our projects")}
              </Link>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
