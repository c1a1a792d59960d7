// A posting's title in a translated sentence ("Apply for {title}"), marked with its own language
// where it differs from the page's (a Spanish page showing a title staff wrote in English only).
import { interpolate } from "../../lib/messages";

type Props = {
  /** The translated sentence, with "{title}" where the title goes (t("Apply for {title}") without values). */
  text: string;
  title: string;
  /** The title's language when it is not the page's. */
  lang?: string;
};

export function WithTitle({ text, title, lang }: Props) {
  const at = text.indexOf("{title}");
  if (!lang || at < 0) return <>{interpolate(text, { title })}</>;
  return (
    <>
      {text.slice(0, at)}
      <span lang={lang}>{title}</span>
      {text.slice(at + "{title}".length)}
    </>
  );
}
