// Content text with its quantities in both unit systems, as loaders send it (converted on the
// server: "{12.2 to 24.4 m|40 to 80 ft}", app/lib/units.ts); the stylesheet shows the visitor's.
// Text without quantities renders as it is.
const SHOWN = /\{([^{}|]+)\|([^{}|]+)\}/g;

export function Measured({ text }: { text: string }) {
  const parts = text.split(SHOWN);
  if (parts.length === 1) return text;
  // split() with two groups: text, metric, imperial, text, metric, imperial, ..., text
  return parts.map((part, i) =>
    i % 3 === 0 ? (
      part
    ) : (
      <span key={i} className={i % 3 === 1 ? "u-metric" : "u-imperial"}>
        {part}
      </span>
    ),
  );
}
