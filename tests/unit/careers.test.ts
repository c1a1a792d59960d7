// Careers rules a visitor notices: which jobs the filters show and which values they offer, how
// previews are cut, how salaries and closing dates read, and which résumé files are accepted (by
// their bytes, never by their name).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  filterJobs,
  JOB_PREVIEW_CHARS,
  jobFilterOptions,
  jobFiltersSearch,
  parseJobFilters,
  previewText,
  type Job,
} from "../../app/careers/filters";
import { closingText, salaryOf, salaryText, type Salary } from "../../app/careers/posting-terms";
import { translator } from "../../app/lib/messages";
import { compilePo } from "../../tools/i18n/catalogs.mjs";
import { checkResume, chosenFile, parseApplication, parseSubscription } from "../../app/careers/schema";
import { CAREERS_MESSAGES } from "../../app/careers/messages";
import { sniffResume } from "../../app/careers/resume";
import { LIMITS, RESUME_MAX_BYTES } from "../../app/lib/constants";

const job = (id: number, location: string, department: string, type: string): Job => ({
  id,
  title: `Job ${id}`,
  description: "",
  location,
  department,
  type,
  postedAt: "2026-11-01T00:00:00.000Z",
});
const jobs = [
  job(1, "Belize City", "Engineering", "Full-time"),
  job(2, "Santa Elena", "Operations", "Full-time"),
  job(3, "Belize City", "Administration", "Part-time"),
  job(4, "Belmopan", "Engineering", "Contract"),
];
const ids = (list: Job[]) => list.map((j) => j.id);
const read = (query: string, list: readonly Job[] = jobs) => parseJobFilters(new URLSearchParams(query), jobFilterOptions(list));
const filters = (query: string) => read(query).filters;

describe("job filters (rules §4)", () => {
  it("shows every job when each filter is all", () => {
    expect(ids(filterJobs(jobs, filters("")))).toEqual([1, 2, 3, 4]);
  });

  it("shows a job only if it matches all three filters", () => {
    expect(ids(filterJobs(jobs, filters("location=Belize+City")))).toEqual([1, 3]);
    expect(ids(filterJobs(jobs, filters("department=Engineering")))).toEqual([1, 4]);
    expect(ids(filterJobs(jobs, filters("type=Full-time")))).toEqual([1, 2]);
    expect(ids(filterJobs(jobs, filters("location=Belize+City&type=Full-time")))).toEqual([1]);
    expect(ids(filterJobs(jobs, filters("location=Belize+City&department=Engineering&type=Part-time")))).toEqual([]);
    expect(ids(filterJobs(jobs, filters("location=Santa+Elena&department=Engineering")))).toEqual([]);
  });

  it("reads values regardless of case and treats unknown or missing values as all", () => {
    expect(filters("location=belize%20city&department=ENGINEERING")).toEqual({
      location: "Belize City",
      department: "Engineering",
      type: "all",
    });
    expect(filters("location=Mars&type=all&department=")).toEqual({ location: "all", department: "all", type: "all" });
  });

  it("offers only the values some open posting has, ours in the order of rules §9, then others staff typed", () => {
    const two = [job(1, "Santa Elena", "Operations", "Full-time"), job(2, "Belize City", "Engineering", "Full-time")];
    expect(jobFilterOptions(two)).toEqual({
      location: ["Belize City", "Santa Elena"],
      department: ["Engineering", "Operations"],
      type: ["Full-time"],
    });
    expect(
      jobFilterOptions([...two, job(3, "Orange Walk", "Operations", "Full-time"), job(4, "Corozal", "Sales", "Full-time")]).location,
    ).toEqual(["Belize City", "Santa Elena", "Corozal", "Orange Walk"]);
    expect(jobFilterOptions([])).toEqual({ location: [], department: [], type: [] });
  });

  it("treats a value no open posting has as all, naming it when it is one of ours, so a link never ends in an empty list", () => {
    const two = [job(1, "Santa Elena", "Operations", "Full-time"), job(2, "Belize City", "Engineering", "Full-time")];
    const { filters: found, unavailable } = read("location=belmopan&department=Management&type=Full-time", two);
    expect(found).toEqual({ location: "all", department: "all", type: "Full-time" });
    expect(unavailable).toEqual([
      { key: "location", value: "Belmopan" },
      { key: "department", value: "Management" },
    ]);
    expect(filterJobs(two, found)).toHaveLength(2);
    // Words we do not know are not repeated on the page.
    expect(read("location=<b>Mars</b>&type=all", two)).toEqual({
      filters: { location: "all", department: "all", type: "all" },
      unavailable: [],
    });
    // A value staff typed is offered, and found, like ours.
    expect(read("location=orange+walk", [...two, job(3, "Orange Walk", "Operations", "Full-time")]).filters.location).toBe("Orange Walk");
  });

  it("writes only the filters that are not all into the URL", () => {
    expect(jobFiltersSearch({ location: "all", department: "all", type: "all" })).toBe("");
    expect(jobFiltersSearch({ location: "Santa Elena", department: "all", type: "Contract" })).toBe("?location=Santa+Elena&type=Contract");
  });
});

describe("description previews (rules §9: 100 characters desktop, 120 mobile)", () => {
  const architects =
    "Design commercial, industrial and residential buildings that make the most of precast and prestressed concrete: coordinate structural grids with our engineering team.";

  it.each([
    ["desktop", JOB_PREVIEW_CHARS.desktop],
    ["mobile", JOB_PREVIEW_CHARS.mobile],
  ])("cuts a long description to at most the %s limit and adds an ellipsis", (_, limit) => {
    const preview = previewText(architects, limit);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(limit + 1);
    expect(preview.length).toBeGreaterThan(limit * 0.6);
    // No word is chopped: what is kept is a whole-word prefix of the description.
    const kept = preview.slice(0, -1);
    expect(architects.startsWith(kept)).toBe(true);
    expect(architects[kept.length]).toMatch(/[\s,:.]/);
  });

  it("the mobile preview shows more than the desktop one", () => {
    expect(previewText(architects, 120).length).toBeGreaterThan(previewText(architects, 100).length);
  });

  it("leaves a description within the limit untouched (no ellipsis)", () => {
    const exact = "x".repeat(100);
    expect(previewText(exact, 100)).toBe(exact);
    expect(previewText("Short and sweet.", 100)).toBe("Short and sweet.");
  });

  it("cuts a single unbroken word at the limit", () => {
    expect(previewText("y".repeat(150), 100)).toBe(`${"y".repeat(100)}…`);
  });

  it("collapses line breaks and runs of spaces first", () => {
    expect(previewText("Rig loads,\n\n   check slings.", 100)).toBe("Rig loads, check slings.");
  });
});

describe("salary and closing date (rules §2 Careers)", () => {
  const english = translator("en", undefined);
  const spanish = translator("es", compilePo(readFileSync(new URL("../../app/careers/locales/es.po", import.meta.url), "utf8")));
  const salary = (change: Partial<Salary>): Salary => ({ min: 2500, max: 3200, currency: "BZD", period: "month", ...change });

  it("writes a range with the Belize dollar and the period, in the page's language", () => {
    expect(salaryText(salary({}), english)).toBe("BZ$2,500–3,200 a month");
    expect(salaryText(salary({}), spanish)).toBe("BZ$2,500–3,200 al mes");
    expect(salaryText(salary({ min: 36000, max: 48000, period: "year" }), english)).toBe("BZ$36,000–48,000 a year");
    expect(salaryText(salary({ min: 36000, max: 48000, period: "year" }), spanish)).toBe("BZ$36,000–48,000 al año");
  });

  it("says From or Up to for an open end, shows cents only where there are some, and other currencies by code", () => {
    expect(salaryText(salary({ max: undefined, min: 12.5, period: "hour" }), english)).toBe("From BZ$12.50 an hour");
    expect(salaryText(salary({ max: undefined, min: 12.5, period: "hour" }), spanish)).toBe("Desde BZ$12.50 por hora");
    expect(salaryText(salary({ min: undefined }), spanish)).toBe("Hasta BZ$3,200 al mes");
    expect(salaryText(salary({ min: 3000, max: 3000, period: undefined }), english)).toBe("BZ$3,000");
    expect(salaryText(salary({ currency: "USD" }), english)).toBe("US$2,500–3,200 a month");
    expect(salaryText(salary({ currency: "MXN" }), english)).toBe("MXN 2,500–3,200 a month");
  });

  it("reads the columns as a range only where an end is set", () => {
    const none = { salaryMin: null, salaryMax: null, salaryCurrency: "BZD", salaryPeriod: null };
    expect(salaryOf(none)).toBeUndefined();
    expect(salaryOf({ ...none, salaryMax: 3200, salaryPeriod: "month" })).toEqual({ max: 3200, currency: "BZD", period: "month" });
  });

  it("gives the last day to apply as written, whatever the zone it is read in", () => {
    expect(closingText("2027-06-30", english)).toBe("Apply by 30 June 2027");
    expect(closingText("2027-06-30", spanish)).toBe("Postúlese a más tardar el 30 de junio de 2027");
    expect(closingText("2027-01-01", english)).toBe("Apply by 1 January 2027");
  });
});

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));
const PDF = bytes("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "\0\0\0\0 Word.Document.8");
const DOCX = bytes("PK\x03\x04", "\x14\0\0\0", "[Content_Types].xml ... PK\x03\x04 word/document.xml");
const XLSX = bytes("PK\x03\x04", "\x14\0\0\0", "[Content_Types].xml ... PK\x03\x04 xl/workbook.xml");
const EXE = bytes("MZ\x90\0\x03\0\0\0", "This program cannot be run in DOS mode. %PDF-1.4");
const TEXT = bytes("My resume\nJane Doe, crane operator, 10 years\n");

describe("résumé type by content (docs/decisions/0001-product-resolutions.md: PDF or Word)", () => {
  it("recognises PDF, .doc (OLE2) and .docx (ZIP with word/)", () => {
    expect(sniffResume(PDF)?.ext).toBe("pdf");
    expect(sniffResume(PDF)?.contentType).toBe("application/pdf");
    expect(sniffResume(DOC)?.ext).toBe("doc");
    expect(sniffResume(DOC)?.contentType).toBe("application/msword");
    expect(sniffResume(DOCX)?.ext).toBe("docx");
    expect(sniffResume(DOCX)?.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("refuses an .exe or a text file whatever it is called, other ZIPs, and empty files", () => {
    expect(sniffResume(EXE)).toBeNull();
    expect(sniffResume(TEXT)).toBeNull();
    expect(sniffResume(XLSX)).toBeNull();
    expect(sniffResume(new Uint8Array())).toBeNull();
    expect(sniffResume(bytes("%PD"))).toBeNull();
  });

  it("ignores the name and declared type: a renamed .exe or .txt as .pdf is refused", async () => {
    for (const content of [EXE, TEXT]) {
      const file = new File([content], "resume.pdf", { type: "application/pdf" });
      expect(await checkResume(file)).toEqual({ ok: false, error: CAREERS_MESSAGES.resumeType });
    }
    const real = new File([DOCX], "cv.txt", { type: "text/plain" });
    expect(await checkResume(real)).toMatchObject({ ok: true, kind: { ext: "docx" } });
  });

  it("refuses anything over 5 MB before reading it, and accepts exactly 5 MB", async () => {
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(PDF);
    expect(await checkResume(new File([big], "cv.pdf"))).toEqual({ ok: false, error: CAREERS_MESSAGES.resumeTooLarge });
    const limit = new Uint8Array(RESUME_MAX_BYTES);
    limit.set(PDF);
    expect(await checkResume(new File([limit], "cv.pdf"))).toMatchObject({ ok: true });
  });

  it("treats the browser's empty 'no file chosen' part as no résumé", () => {
    expect(chosenFile(new File([], ""))).toBeNull();
    expect(chosenFile(null)).toBeNull();
    expect(chosenFile("text")).toBeNull();
    expect(chosenFile(new File([PDF], "cv.pdf"))).not.toBeNull();
  });
});

describe("application and subscription fields (rules §5)", () => {
  const valid = { jobId: "1", firstName: "Ana", lastName: "Lopez", email: "Ana.Lopez@Example.com", phone: "", coverLetter: "" };

  it("requires first name, last name and a valid email; phone and cover letter are optional", () => {
    expect(parseApplication(valid)).toMatchObject({ ok: true, data: { jobId: 1, email: "ana.lopez@example.com" } });
    expect(parseApplication({ ...valid, firstName: " ", lastName: "", email: "ana@" })).toEqual({
      ok: false,
      fieldErrors: { firstName: CAREERS_MESSAGES.firstName, lastName: CAREERS_MESSAGES.lastName, email: CAREERS_MESSAGES.email },
      values: { ...valid, firstName: " ", lastName: "", email: "ana@" },
    });
    expect(parseApplication({ ...valid, phone: "call me" })).toMatchObject({ ok: false, fieldErrors: { phone: CAREERS_MESSAGES.phone } });
    expect(parseApplication({ ...valid, jobId: "abc" })).toMatchObject({ ok: false, fieldErrors: { jobId: CAREERS_MESSAGES.jobClosed } });
  });

  it("answers a bad subscription address with the spec's message", () => {
    expect(parseSubscription({ email: "nope" })).toEqual({
      ok: false,
      fieldErrors: { email: "Please enter a valid email address" },
      values: { email: "nope" },
    });
    expect(parseSubscription({ email: " Crew@Example.COM " })).toEqual({ ok: true, data: { email: "crew@example.com" } });
  });
});

describe("the messages' numbers", () => {
  it("say the limits the schema applies", () => {
    expect(CAREERS_MESSAGES.nameTooLong).toContain(` ${LIMITS.name} `);
    expect(CAREERS_MESSAGES.coverLetterTooLong).toContain(` ${LIMITS.coverLetter} `);
  });
});
