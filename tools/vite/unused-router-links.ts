// React Router builds its `Link` and `NavLink` with a call (`forwardRef`) and then sets their
// `displayName`, both at the top of its module, which a bundler keeps in case they have effects:
// so both stayed in every first load though the site renders neither (its links are plain anchors,
// app/ui/link.tsx). A build marks the call pure and leaves the names out, so nothing keeps them.
// If React Router's file stops reading as expected, the build fails here rather than quietly
// carrying them again.
import type { Plugin } from "vite";

const DECLARATIONS = /^var (Link|NavLink) = (React\d*\.forwardRef)\(/gm;
const DISPLAY_NAMES = /^(Link|NavLink)\.displayName = "\1";\n/gm;

export function unusedRouterLinks(): Plugin {
  return {
    name: "mm:unused-router-links",
    apply: "build",
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, code: "var NavLink = " },
      handler(code) {
        const declared = code.match(DECLARATIONS)?.length ?? 0;
        const named = code.match(DISPLAY_NAMES)?.length ?? 0;
        if (declared !== 2 || named !== 2) {
          this.error(`React Router's Link and NavLink are no longer built as expected (${declared} declarations, ${named} names).`);
        }
        return { code: code.replace(DECLARATIONS, "var $1 = /* @__PURE__ */ $2(").replace(DISPLAY_NAMES, ""), map: null };
      },
    },
  };
}
