// Who a limit counts (rules §5): an IPv6 /64 is one client however its address is written, and an
// inbox gets a few acknowledgments a day however many clients name it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { submitApplication } from "../../app/careers/applications.server";
import { ACKNOWLEDGMENT_CAP } from "../../app/lib/constants";
import { contactRows, newClientIp, newEmail, ORIGIN, outbox, postJson, validContact } from "./helpers";

describe("the client of a limit", () => {
  it("counts one IPv6 /64 as one client, however its addresses are written", async () => {
    for (const ip of ["2001:db8::1", "2001:DB8:0:0::2", "2001:0db8:0000:0000:0000:0000:0000:0003"])
      expect((await postJson("/api/contact", validContact, { ip })).status, ip).toBe(201);
    expect((await postJson("/api/contact", validContact, { ip: "2001:db8::ffff" })).status).toBe(429);
    // Another /64 is another client; so is an address that is no address at all.
    expect((await postJson("/api/contact", validContact, { ip: "2001:db8:0:1::1" })).status).toBe(201);
    expect((await postJson("/api/contact", validContact, { ip: "not an address" })).status).toBe(201);
    expect(await contactRows()).toHaveLength(5);
  });

  it("counts an IPv4 address and its IPv4-mapped IPv6 form as one client, and its neighbour apart", async () => {
    for (const ip of ["198.51.100.61", "::ffff:198.51.100.61", "::FFFF:c633:643d"])
      expect((await postJson("/api/contact", validContact, { ip })).status, ip).toBe(201);
    expect((await postJson("/api/contact", validContact, { ip: "198.51.100.61" })).status).toBe(429);
    expect((await postJson("/api/contact", validContact, { ip: "198.51.100.62" })).status).toBe(201);
  });
});

describe("acknowledgments per inbox", () => {
  it("stores every request and tells staff of each, but acknowledges only a few a day to one address", async () => {
    const email = newEmail("inbox");
    const { limit } = ACKNOWLEDGMENT_CAP;
    for (let i = 0; i < limit + 3; i++) {
      // The same inbox in any case, from a new client each time.
      const typed = i % 2 ? email.toUpperCase() : email;
      expect((await postJson("/api/contact", { ...validContact, email: typed }, { ip: newClientIp() })).status).toBe(201);
    }
    expect(await contactRows()).toHaveLength(limit + 3);
    const mails = await outbox();
    expect(mails.filter((mail) => mail.kind === "lead-notification")).toHaveLength(limit + 3);
    expect(mails.filter((mail) => mail.kind === "lead-acknowledgment")).toHaveLength(limit);
    // Another inbox still gets its own.
    expect((await postJson("/api/contact", { ...validContact, email: newEmail("other") })).status).toBe(201);
    expect((await outbox()).filter((mail) => mail.kind === "lead-acknowledgment")).toHaveLength(limit + 1);
  });

  it("counts acknowledgments of requests and of job applications together", async () => {
    const email = newEmail("applicant");
    const { limit } = ACKNOWLEDGMENT_CAP;
    for (let i = 0; i < limit; i++) expect((await postJson("/api/contact", { ...validContact, email })).status).toBe(201);
    const job = await env.DB.prepare("SELECT id FROM job_postings WHERE title = 'Crane Assistant'").first<{ id: number }>();
    const input = { jobId: String(job!.id), firstName: "Ana", lastName: "Lopez", email: email.toUpperCase(), phone: "+501 223 4567" };
    expect((await submitApplication(env, { input, resume: null, ip: newClientIp(), origin: ORIGIN })).kind).toBe("stored");
    const mails = await outbox();
    expect(mails.filter((mail) => mail.kind === "application-notification")).toHaveLength(1);
    expect(mails.filter((mail) => mail.kind.endsWith("-acknowledgment"))).toHaveLength(limit);
  });
});
