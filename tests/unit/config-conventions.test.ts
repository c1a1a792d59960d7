// Configuration by rule, not by list: the shell chunk takes every module marked
// `// @first-load-shell` (tools/vite/first-load-shell.ts), and the type-check
// projects take Worker code and its unit tests by folder (tsconfig.node.json,
// tsconfig.cloudflare.json). Renaming a shell module or adding a middleware file edits no list.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { firstLoadGroups, hasShellMark, shellModules, shellModuleTest } from "../../tools/vite/first-load-shell.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "mm-conventions-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text = "export {};\n") => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};

describe("the first-load shell chunk", () => {
  it("takes a module by its mark, and keeps it through a rename", () => {
    write("app/lib/tiny.ts", "// @first-load-shell\n// A small helper.\nexport const tiny = 1;\n");
    write("app/lib/other.ts", "export const other = 1; // @first-load-shell (not in the header)\n");
    write("app/lib/rules.server.ts", "// @first-load-shell\nexport const secret = 1;\n");
    expect(shellModules(join(dir, "app"))).toEqual(["lib/tiny.ts"]);

    renameSync(join(dir, "app/lib/tiny.ts"), join(dir, "app/lib/small.ts"));
    expect(shellModules(join(dir, "app"))).toEqual(["lib/small.ts"]);
    const test = shellModuleTest(join(dir, "app"));
    expect(test.test(join(dir, "app/lib/small.ts"))).toBe(true);
    expect(test.test(join(dir, "app/lib/tiny.ts"))).toBe(false);
  });

  it("is found by the mark in this app, and the build's configuration lists no module", () => {
    const modules = shellModules(join(root, "app"));
    expect(modules).toEqual(expect.arrayContaining(["lib/cn.ts", "lib/constants.ts", "ui/use-t.ts", "shell/navigation.ts"]));
    const shell = firstLoadGroups().find((group) => group.name === "shell");
    expect(shell?.test.test(join(root, "app/lib/cn.ts"))).toBe(true);
    const config = readFileSync(join(root, "vite.config.ts"), "utf8");
    expect(config).toContain("firstLoadGroups(");
    for (const module of modules) expect(config).not.toContain(`"${module.replace(/\.tsx?$/, "")}"`);
    expect(hasShellMark("/** A helper. */\nexport const x = 1;\n")).toBe(false);
  });
});

describe("the type-check projects", () => {
  /** The files a project of this repository would check in a tree of `files`. */
  function projectFiles(project: string, files: string[]) {
    for (const name of ["tsconfig.json", "tsconfig.node.json", "tsconfig.cloudflare.json"]) {
      writeFileSync(join(dir, name), readFileSync(join(root, name), "utf8"));
    }
    for (const file of files) write(file);
    const { config } = ts.readConfigFile(join(dir, project), ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir, undefined, join(dir, project));
    return parsed.fileNames.map((file) => file.slice(dir.length + 1));
  }

  const files = [
    "workers/middleware/brand-new.ts",
    "workers/api/brand-new.ts",
    "tests/unit/workers/brand-new.test.ts",
    "tests/unit/brand-new.test.ts",
    "app/catalogue/brand-new.server.ts",
  ];

  it("checks a new middleware file and a unit test of Worker code with the Worker's types, by folder", () => {
    const cloudflare = projectFiles("tsconfig.cloudflare.json", files);
    expect(cloudflare).toEqual(expect.arrayContaining(files.filter((file) => file !== "tests/unit/brand-new.test.ts")));
  });

  it("keeps Worker code and server modules out of the Node project without naming them", () => {
    const node = projectFiles("tsconfig.node.json", files);
    expect(node).toContain("tests/unit/brand-new.test.ts");
    for (const file of files.filter((file) => file !== "tests/unit/brand-new.test.ts")) expect(node).not.toContain(file);
    expect(readFileSync(join(root, "tsconfig.node.json"), "utf8")).not.toMatch(/workers\/middleware\/[\w-]+\.ts/);
  });
});
