// The accessibility check itself (e2e/axe.ts): it reads a page as it comes to rest.
import { axeViolations } from "./axe";
import { expect, settle, test, twoFrames } from "./support";

test("axe reads a part under the first screen in its final colours, not halfway through a fade", async ({ page }) => {
  await page.goto("/");
  // A link at the foot of the page, drawn once in view, then scrolled past: its part skips
  // rendering again (content-visibility: auto, .below-fold) and keeps the link's old colours.
  await page.evaluate(() => {
    const part = document.body.appendChild(document.createElement("div"));
    part.className = "below-fold";
    const link = part.appendChild(document.createElement("a"));
    link.href = "/contact";
    link.id = "fading-link";
    link.textContent = "Talk to us";
    link.style.cssText = "display: inline-block; padding: 1rem; transition: color 2s, background-color 2s; color: #777; background: #777";
    link.scrollIntoView();
  });
  await twoFrames(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await settle(page);
  // Its colours change while it is not rendered: the fade to them starts only once it is.
  await page.evaluate(() => {
    const link = document.getElementById("fading-link")!;
    link.style.color = "#fff";
    link.style.background = "#0f2a44";
  });
  expect(await axeViolations(page)).toEqual([]);
});
