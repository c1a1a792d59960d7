// Spanish content is text only (app/lib/localized.ts): each `.es.ts` file imports nothing and holds,
// export by export, the Spanish text of its English module, in the same places.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { textMismatches, withText } from "../../app/lib/localized";

type Module = Record<string, unknown>;
const spanish = import.meta.glob<Module>("../../app/**/*.es.ts");
const english = import.meta.glob<Module>(["../../app/**/*.ts", "!../../app/**/*.es.ts", "!../../app/**/*.server.ts"]);

describe("the Spanish text of the content", () => {
  for (const [path, loadTexts] of Object.entries(spanish)) {
    const file = path.replace("../../", "");
    it(`${file} is text laid over ${file.replace(/\.es\.ts$/, ".ts")}`, async () => {
      expect(readFileSync(new URL(path, import.meta.url), "utf8")).not.toMatch(/^\s*import\b/m);
      const loadSource = english[path.replace(/\.es\.ts$/, ".ts")];
      expect(loadSource, "an English module beside it").toBeDefined();
      const [texts, source] = await Promise.all([loadTexts(), loadSource!()]);
      const problems = Object.entries(texts).flatMap(([name, text]) =>
        name in source ? textMismatches(source[name], text, name) : [`${name}: not exported by the English module`],
      );
      expect(problems).toEqual([]);
    });
  }
});

describe("laying text over content", () => {
  const content = {
    title: "Bridge",
    spans: 3,
    items: [
      { id: "a", name: "Alpha", size: 2 },
      { id: "b", name: "Beta", size: 3 },
    ],
    notes: ["one", "two"],
  };

  it("replaces each string it gives and keeps everything else", () => {
    const text = { title: "Puente", items: { b: { name: "Beta ES" }, a: { name: "Alfa" } }, notes: ["uno", "dos"] };
    expect(textMismatches(content, text)).toEqual([]);
    expect(withText(content, text)).toEqual({
      title: "Puente",
      spans: 3,
      items: [
        { id: "a", name: "Alfa", size: 2 },
        { id: "b", name: "Beta ES", size: 3 },
      ],
      notes: ["uno", "dos"],
    });
  });

  it("names what does not fit: unknown fields and ids, missing entries, other lengths, numbers", () => {
    expect(textMismatches(content, { titel: "x", spans: 4, items: { a: { name: "A" }, c: { name: "C" } }, notes: ["uno"] })).toEqual([
      ".titel: no such field",
      ".spans: number where the content has number",
      ".items.c: no such entry",
      ".items.b: no text",
      ".notes: 1 texts for 2 entries",
    ]);
  });
});
