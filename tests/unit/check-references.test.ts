// The reference check (tools/check-references.mjs, part of `npm run lint`): the repository
// as it is passes; a small copy of it passes too, and fails once a comment names a missing file,
// a doc cites a rules section that does not exist, or docs/rules.md names a route nobody serves.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkReferences, honoRoutes, pageRoutes, pathWordsOf, served } from "../../tools/check-references.mjs";

const dir = mkdtempSync(join(tmpdir(), "mm-references-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RULES = "# Product rules\n\n## 1. Pages\n\n| `/contact` | the form |\n| `POST /api/contact` | a request |\n\n## 2. Limits\n";
const FILES: Record<string, string> = {
  "docs/rules.md": RULES,
  "README.md": "Start at `app/contact/form.ts`; the limits are rules §2.\n",
  "app/contact/form.ts": "// Posts to the route action (app/routes.ts; rules §1).\nexport const form = 1;\n",
  "app/routes.ts":
    'const pages = (prefix: string) => [page("contact", "routes/contact/contact.tsx")];\nexport default [...pages(""), ...pages("es/")];\n',
  "workers/server.ts": 'const app = new Hono();\napp.route("/api/contact", contactApi);\n',
  "workers/api/contact.ts": 'export const contactApi = new Hono().post("/", handler);\n',
};

/** A checkout of FILES with `changes` applied, checked. */
function check(changes: Record<string, string> = {}) {
  rmSync(join(dir, "repo"), { recursive: true, force: true });
  const repo = join(dir, "repo");
  for (const [file, text] of Object.entries({ ...FILES, ...changes })) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  execFileSync("git", ["init", "-q"], { cwd: repo });
  return checkReferences(repo);
}

describe("the reference check", () => {
  it("finds nothing wrong in this repository", () => {
    expect(checkReferences()).toEqual([]);
  });

  it("passes a copy whose references hold", () => {
    expect(check()).toEqual([]);
  });

  it("fails on a file named in a comment that does not exist", () => {
    const problems = check({ "app/contact/form.ts": "// Delivered by services/delivery.ts.\nexport const form = 1;\n" });
    expect(problems).toEqual(["app/contact/form.ts:1: no such file or folder: services/delivery.ts"]);
  });

  it("fails on a path in a doc that does not exist", () => {
    expect(check({ "README.md": "See `docs/DEVELOPERS.md`.\n" })).toEqual(["README.md:1: no such file or folder: docs/DEVELOPERS.md"]);
  });

  it("fails on a folder of the build tools that does not exist", () => {
    expect(check({ "README.md": "The build plugins live in `tools/vite/`.\n" })).toEqual([
      "README.md:1: no such file or folder: tools/vite/",
    ]);
    expect(check({ "README.md": "The build plugins live in `tools/vite/`.\n", "tools/vite/plugin.ts": "export {};\n" })).toEqual([]);
  });

  it("fails on a rules section docs/rules.md does not have", () => {
    expect(check({ "README.md": "The limits are rules §7.\n" })).toEqual(["README.md:1: docs/rules.md has no section 7 (rules §7)"]);
  });

  it("fails on a route or endpoint in docs/rules.md that nothing serves", () => {
    const problems = check({ "docs/rules.md": RULES.replace("`/contact`", "`/contact-us`").replace("/api/contact", "/api/catalogue") });
    expect(problems).toEqual([
      "docs/rules.md:5: no route or endpoint serves /contact-us",
      "docs/rules.md:6: no route or endpoint serves /api/catalogue",
    ]);
  });

  it("reads routes from the route table and the Hono app, in both languages", () => {
    const routes = [...pageRoutes(FILES["app/routes.ts"]!), ...honoRoutes([FILES["workers/server.ts"]!, FILES["workers/api/contact.ts"]!])];
    expect(routes).toEqual(["/contact", "/es/contact", "/api/contact"]);
    expect(served("/es/contact", routes)).toBe(true);
    expect(served("/careers", routes)).toBe(false);
  });

  it("leaves patterns, URLs and what builds write alone", () => {
    const text = "app/<feature>/locales/es.po, X.es.ts, https://example.com/a/b.ts, build/server/index.js, `.server.ts`";
    expect(pathWordsOf(text).map((w) => w.path)).toEqual(["build/server/index.js"]);
  });
});
