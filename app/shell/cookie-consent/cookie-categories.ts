// The preference centre's copy (rules §2 "Cookie consent UI"): the standard explanation and the
// four categories. Strictly Necessary is always on; the other three map to storage keys.
// The texts are messages, translated where the centre shows them.
import { msg } from "../../lib/messages";
import type { CookieCategory } from "./consent";

export type CategoryInfo = { id: "necessary" | CookieCategory; title: string; description: string };

export const COOKIE_EXPLANATION = [
  msg(
    "When you visit a website, it may store or read information in your browser, mostly in the form of cookies or local storage. This information might be about you, your preferences or your device, and is mostly used to make the site work as you expect it to.",
  ),
  msg(
    "It does not usually identify you directly, but it can give you a more personal experience. Because we respect your right to privacy, you can choose not to allow some kinds of cookies. Blocking some of them may change how the site works for you and the services we are able to offer.",
  ),
] as const;

export const COOKIE_CATEGORIES: readonly CategoryInfo[] = [
  {
    id: "necessary",
    title: msg("Strictly Necessary Cookies"),
    description: msg(
      "Needed for the site to work, so they cannot be switched off: they keep forms secure, protect the contact form from abuse and remember the choices you make here.",
    ),
  },
  {
    id: "functional",
    title: msg("Functional Cookies"),
    description: msg(
      "Remember what you set, such as which product filter sections are open, so the site stays as you left it. Without them these conveniences reset on every visit.",
    ),
  },
  {
    id: "targeting",
    title: msg("Targeting Cookies"),
    description: msg(
      "Could be set by advertising partners to show you relevant M&M information on other sites. We set none today; your choice is kept should that change.",
    ),
  },
  {
    id: "performance",
    title: msg("Performance Cookies"),
    description: msg(
      "Let us count visits and see which pages are read, so we can improve the site. We record the page address, the page you came from and your browser type: nothing that names you.",
    ),
  },
];
