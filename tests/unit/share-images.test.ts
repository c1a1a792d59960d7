// Every page's share image (rules §3 "Page SEO entry": a 1200x630 image) exists in public/ and
// really is a 1200x630 PNG, read from its IHDR header; pages without one use the default.
import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/shell/pages.server";
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_SIZE } from "../../app/shell/head/seo";

const PNG_SIGNATURE = "89504e470d0a1a0a";

function pngSize(path: string) {
  const bytes = readFileSync(path);
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4).
  return {
    signature: bytes.subarray(0, 8).toString("hex"),
    chunk: bytes.subarray(12, 16).toString("ascii"),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

const images = [...new Set([DEFAULT_SHARE_IMAGE, ...pages.en.map((page) => page.image ?? DEFAULT_SHARE_IMAGE)])];

describe("share images", () => {
  it("cover the product pages with their own card", () => {
    expect(images.filter((image) => image.startsWith("/share/products/"))).toHaveLength(8);
  });

  it.each(images)("%s is a 1200x630 PNG under 100 KB", (image) => {
    const file = `public${image}`;
    expect(pngSize(file)).toEqual({
      signature: PNG_SIGNATURE,
      chunk: "IHDR",
      width: SHARE_IMAGE_SIZE.width,
      height: SHARE_IMAGE_SIZE.height,
    });
    expect(statSync(file).size).toBeLessThan(100 * 1024);
  });
});
