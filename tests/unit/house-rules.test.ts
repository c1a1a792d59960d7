// The lint rules that keep the house one way (docs/architecture.md), tried on planted mistakes: a
// scratch copy of the lint config and its local rule lints a small app/ with one mistake each, so
// the rules are seen to catch what they promise, for a folder no config names.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = join(root, ".scratch", `house-rules-${process.pid}`);

/** Lints `files` (path → source) in a fresh scratch app; the rule ids reported, with their messages. */
async function lint(name: string, files: Record<string, string>) {
  const dir = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  cpSync(join(root, "eslint.config.js"), join(dir, "eslint.config.js"));
  cpSync(join(root, "tools/eslint"), join(dir, "tools/eslint"), { recursive: true });
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: join(dir, "eslint.config.js") });
  const results = await eslint.lintFiles(Object.keys(files));
  return results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the house's lint rules", () => {
  it("pass a tree that imports one way", async () => {
    expect(
      await lint("clean", {
        "app/alpha/card.ts": 'import { beta } from "../beta/shared";\nexport const card = () => beta;\n',
        "app/beta/shared.ts": 'import { tidy } from "../lib/tidy";\nexport const beta = tidy("b");\n',
        "app/lib/tidy.ts": "export const tidy = (s: string) => s.trim();\n",
        "app/routes/alpha/page.tsx": 'import { card } from "../../alpha/card";\nexport default function Page() { return card(); }\n',
      }),
    ).toEqual([]);
  }, 30_000);

  it("fail on a cycle between TypeScript modules", async () => {
    const problems = await lint("cycle", {
      "app/alpha/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "app/alpha/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    });
    expect(problems).toContain("import-x/no-cycle: Dependency cycle detected");
  }, 30_000);

  it("fail on a back-import between two features, whichever folders they are", async () => {
    const problems = await lint("back", {
      "app/alpha/x.ts": 'import { y } from "../beta/y";\nexport const x = () => y;\n',
      "app/beta/y.ts": 'import { z } from "../alpha/z";\nexport const y = () => z;\n',
      "app/alpha/z.ts": "export const z = 1;\n",
    });
    expect(problems).toContain(
      "house/one-way: app/alpha and app/beta import each other: app/beta/y.ts imports app/alpha. Move what both need down a layer.",
    );
  }, 30_000);

  it("fail on a feature importing a route module, and count a route module's imports as its folder's", async () => {
    const problems = await lint("route", {
      "app/routes/alpha/page.tsx": 'import { card } from "../../alpha/card";\nexport default function Page() { return card(); }\n',
      "app/alpha/card.ts": 'import Page from "../routes/alpha/page";\nexport const card = () => Page;\n',
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*route modules are imported by nothing but the route layer/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^house\/one-way: app\/alpha and app\/routes import each other/));
  }, 30_000);

  it("fail on browser code importing server code, in a folder no config names", async () => {
    const problems = await lint("browser", {
      "app/gamma/widget.ts": 'import { secret } from "./data.server";\nexport const widget = () => secret;\n',
      "app/gamma/data.server.ts": "export const secret = 1;\n",
    });
    expect(problems).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*browser code imports no server code$/));
  }, 30_000);

  it("fail on the shared server layer importing a feature", async () => {
    const problems = await lint("server", {
      "app/server/mail.server.ts": 'import { gamma } from "../gamma/words";\nexport const mail = () => gamma;\n',
      "app/gamma/words.ts": "export const gamma = 1;\n",
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*app\/server imports only app\/lib, app\/site and app\/server$/),
    );
  }, 30_000);

  it("fail on a branch on a language's code anywhere but the language mechanism, and pass a record keyed by language", async () => {
    const problems = await lint("language", {
      "app/gamma/words.ts": [
        'type Locale = "en" | "es";',
        'export const hello = (locale: Locale) => (locale === "es" ? "Hola" : "Hello");',
        'export const plain = (t: { locale: Locale }) => t.locale !== "en";',
        'export const flipped = (locale: Locale) => "es" === locale;',
        'export const clock = (locale: Locale) => { switch (locale) { case "es": return 24; default: return 12; } };',
        "",
      ].join("\n"),
      "app/gamma/record.ts":
        'type Locale = "en" | "es";\nconst HELLO: Record<Locale, string> = { en: "Hello", es: "Hola" };\nexport const hello = (locale: Locale) => HELLO[locale];\n',
      "app/lib/locale.ts": 'export const otherLocale = (locale: "en" | "es") => (locale === "en" ? "es" : "en");\n',
      "app/lib/localized.ts": 'export const isSource = (locale: "en" | "es") => locale === "en";\n',
    });
    const pick =
      "no-restricted-syntax: Pick a language through data, not a branch on its code: content through `localized` (app/lib/localized.ts), anything else through a record keyed by Locale (app/lib/locale.ts).";
    expect(problems).toEqual([pick, pick, pick, pick]);
  }, 30_000);
});
