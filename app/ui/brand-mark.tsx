// @first-load-shell
// The M&M mark beside the name in the header and on the sign-in page: the favicon's own SVG, drawn
// in the page. As an <img> it was a request preloaded ahead of the stylesheet on every page and a
// separate SVG document built on the main thread before the first paint.
import favicon from "../../public/favicon.svg?raw";

export const BrandMark = () => (
  <span aria-hidden="true" className="block size-9 shrink-0 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: favicon }} />
);
