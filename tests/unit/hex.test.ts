import { describe, expect, it } from "vitest";
import { hex } from "../../app/lib/hex";

describe("hex", () => {
  it("writes each byte as two lower-case digits, leading zeros kept", () => {
    expect(hex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe("00010f10abff");
  });
  it("reads an ArrayBuffer as well as a view of one", () => {
    expect(hex(new Uint8Array([222, 173, 190, 239]).buffer)).toBe("deadbeef");
    expect(hex(new Uint8Array(0))).toBe("");
  });
});
