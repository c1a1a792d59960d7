// This part's UI text in Spanish: its locales/es.po, compiled at build time (app/lib/messages.ts).
import { defineCatalog } from "../lib/messages";

export const catalog = defineCatalog("ui", () => import("./locales/es.po").then((module) => module.default));
