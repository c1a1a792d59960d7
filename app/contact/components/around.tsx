import type { ReactNode } from "react";

/**
 * A translated sentence with an element inside it: `text` holds `placeholder` where `node` goes
 * ("The items in your {quoteList} go with this request."), so each language orders its own words.
 */
export function around(text: string, placeholder: string, node: ReactNode): ReactNode {
  const at = text.indexOf(placeholder);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + placeholder.length)}
    </>
  );
}
