import { describe, expect, it } from "vitest";
import { ATTACHMENT_MESSAGES, ATTACHMENTS, checkAttachments, chosenFiles, fileSize, sniffAttachment } from "../../app/contact/attachments";

const enc = (text: string) => new TextEncoder().encode(text);

describe("sniffAttachment: a file's kind from its first bytes", () => {
  it.each([
    ["%PDF-1.4\n%âãÏÓ", "pdf"],
    ["AC1015\0\0\0", "dwg"],
    ["AC1032", "dwg"],
    ["AC2.10", "dwg"],
    ["  0\r\nSECTION\r\n  2\r\nHEADER\r\n", "dxf"],
    ["\uFEFF999\ncomment\n999\nanother\n0\nSECTION\n", "dxf"],
    ["AutoCAD Binary DXF\r\n\x1a\x00", "dxf"],
  ])("%j is %s", (head, ext) => {
    expect(sniffAttachment(enc(head))?.ext).toBe(ext);
  });

  it("knows PNG and JPEG by their signatures", () => {
    expect(sniffAttachment(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe("image/png");
    expect(sniffAttachment(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))?.contentType).toBe("image/jpeg");
  });

  it.each([
    ["empty", ""],
    ["text", "Beam schedule, see attached"],
    ["HTML", "<!doctype html><script>alert(1)</script>"],
    ["a DXF-looking text with a NUL", "0\nSECTION\n\0"],
    ["an executable", "MZ\x90\0"],
    ["a ZIP", "PK\x03\x04word/"],
    ["a PDF signature late in the file", " %PDF-1.4"],
    ["a truncated PNG signature", "\x89PNG"],
  ])("refuses %s", (_, head) => {
    expect(sniffAttachment(enc(head))).toBeNull();
  });
});

describe("checkAttachments", () => {
  const pdf = (name: string, size = 100) => new File([enc("%PDF-1.7\n"), new Uint8Array(size)], name);

  it("takes up to five good files and names each for staff", async () => {
    const check = await checkAttachments([pdf("a.pdf"), pdf("  b\u0007.pdf ")]);
    expect(check).toMatchObject({ ok: true, files: [{ name: "a.pdf" }, { name: "b.pdf" }] });
  });

  it("refuses a sixth file, more than 25 MB in all, and a file that is not one of the kinds", async () => {
    expect(await checkAttachments(Array.from({ length: 6 }, (_, i) => pdf(`${i}.pdf`)))).toEqual({
      ok: false,
      error: ATTACHMENT_MESSAGES.count,
    });
    expect(await checkAttachments([pdf("big.pdf", ATTACHMENTS.bytes)])).toEqual({ ok: false, error: ATTACHMENT_MESSAGES.bytes });
    expect(await checkAttachments([pdf("a.pdf"), new File(["notes"], "b.pdf")])).toEqual({
      ok: false,
      error: ATTACHMENT_MESSAGES.type("b.pdf"),
    });
  });

  it("reads an empty file picker as no files", () => {
    const form = new FormData();
    form.append("attachments", new File([], ""));
    expect(chosenFiles(form)).toEqual([]);
  });

  it("writes sizes as people read them", () => {
    expect([fileSize(10), fileSize(840 * 1024), fileSize(2.44 * 1024 * 1024)]).toEqual(["1 KB", "840 KB", "2.4 MB"]);
  });
});
