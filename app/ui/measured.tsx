// Content text with its quantities in both unit systems, as loaders send it (converted on the
// server: "{12.2 to 24.4 m|40 to 80 ft}", app/lib/units.ts); the stylesheet shows the visitor's.
// Text without quantities renders as it is.
import { Fragment } from "react";

const SHOWN = /\{([^{}|]+)\|([^{}|]+)\}/g;

export function Measured({ text }: { text: string }) {
  const parts = text.split(SHOWN);
  if (parts.length === 1) return text;
  // split() with two groups: text, metric, imperial, text, metric, imperial, ..., text
  return parts.map((part, i) =>
    i % 3 === 0 ? (
      <Fragment key={i}>{part}</Fragment>
    ) : i % 3 === 1 ? (
      <Fragment key={i}>
        <span className="u-metric">{part}</span>
        <span className="u-imperial">{parts[i + 1]}</span>
      </Fragment>
    ) : null,
  );
}
