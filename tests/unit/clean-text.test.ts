import { describe, expect, it } from "vitest";
import { cleanText } from "../../app/lib/clean-text";

describe("cleanText (rules §5)", () => {
  it.each([
    ["removes angle brackets", "<b>Ana</b>", "bAna/b"],
    ["removes script-like prefixes", "javascript:alert(1) and VBScript: x", "alert(1) and  x"],
    ["removes inline handler patterns", 'img onerror=steal() onClick = "x"', 'img steal()  "x"'],
    ["removes control characters", "A\u0000n\u0007a\u200B", "Ana"],
    ["trims", "   Ana Lopez \t ", "Ana Lopez"],
    ["catches pieces that join after one pass", "java<script:>alert(1)", "alert(1)"],
    ["catches handlers that join after one pass", "on<click=x", "x"],
    ["turns line breaks into spaces in single-line fields", "Ana\nLopez", "Ana Lopez"],
    ["keeps ordinary text and accents", 'José Peña, 14" piles @ 60 ft', 'José Peña, 14" piles @ 60 ft'],
  ])("%s", (_, input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it("keeps line breaks in multi-line fields", () => {
    expect(cleanText(" line one\nline two\r\n", { multiline: true })).toBe("line one\nline two");
  });
});
