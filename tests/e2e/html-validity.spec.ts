// HTML validity: the W3C Nu HTML Checker over the server-rendered HTML of every route.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { extraScreens, publicPaths, spanishPaths } from "./routes";
import { expect, test } from "./support";

type VnuMessage = { type: string; url: string; message: string; lastLine?: number; extract?: string };

// One worker runs the whole file, in order: the checker (a Java process, about 10 s of CPU) then
// runs once, where the suite's parallel mode would start it again in each worker.
test.describe.configure({ mode: "default" });

const screens = [...[...publicPaths, ...spanishPaths].map((path) => ({ name: path, path })), ...extraScreens];
let messages: VnuMessage[] = [];
let dir = "";

test.beforeAll(async ({ request }) => {
  dir = mkdtempSync(join(tmpdir(), "mm-html-"));
  const files: string[] = [];
  for (const [i, screen] of screens.entries()) {
    const file = join(dir, `${i}.html`);
    writeFileSync(file, await (await request.get(screen.path)).text());
    files.push(file);
  }
  const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  let output = "";
  try {
    execFileSync("java", ["-jar", vnu, "--format", "json", "--errors-only", ...files], { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    // vnu exits 1 when it finds errors and writes its report to stderr.
    output = (error as { stderr?: string }).stderr ?? "";
  }
  messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const [i, screen] of screens.entries()) {
  test(`${screen.name} is valid HTML`, () => {
    const mine = messages.filter((m) => m.url.endsWith(`/${i}.html`));
    expect(mine.map((m) => `line ${m.lastLine}: ${m.message} ${m.extract ?? ""}`)).toEqual([]);
  });
}
