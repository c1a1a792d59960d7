// The build step that lets React Router's unused Link and NavLink leave the first loads
// (tools/vite/unused-router-links.ts), on the file of React Router this checkout installs.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { unusedRouterLinks } from "../../tools/vite/unused-router-links.ts";

const production = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
const file = readdirSync(production)
  .map((name) => join(production, name))
  .find((path) => path.endsWith(".mjs") && readFileSync(path, "utf8").includes("var NavLink = "));

type Handler = (this: { error: (message: string) => never }, code: string, id: string) => { code: string };
const { handler, filter } = unusedRouterLinks().transform as unknown as { handler: Handler; filter: { id: RegExp; code: string } };
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe("React Router's links left out of the build", () => {
  it("applies to the installed React Router's file", () => {
    expect(file).toBeDefined();
    expect(filter.id.test(file!)).toBe(true);
  });

  it("marks both links pure and leaves out their names", () => {
    const { code } = handler.call(context, readFileSync(file!, "utf8"), file!);
    expect(code).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(code).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(code).not.toMatch(/^(Nav)?Link\.displayName = /m);
  });

  it("fails the build when React Router builds them another way", () => {
    const changed = readFileSync(file!, "utf8").replace('Link.displayName = "Link";', "");
    expect(() => handler.call(context, changed, file!)).toThrow(/no longer built as expected/);
  });
});
