// The network a client's limits count under (rules §5): an IPv6 /64 is one client however its
// address is written; an IPv4 address is its own; anything else is its own key as sent.
import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../app/lib/client-network";

describe("clientNetwork", () => {
  it("reads every way of writing one IPv6 address as one /64", () => {
    const forms = [
      "2001:db8::1",
      "2001:DB8::1",
      "2001:db8:0:0::1",
      "2001:0db8:0000:0000:0000:0000:0000:0001",
      "2001:db8:0:0:0:0:0:1",
      "[2001:db8::1]",
      "2001:db8::1%eth0",
      " 2001:db8::1 ",
      "2001:db8::0.0.0.1",
    ];
    for (const form of forms) expect(clientNetwork(form), form).toBe("2001:db8:0:0::/64");
  });

  it("puts every address of a /64 under one key, and another /64 under another", () => {
    expect(clientNetwork("2001:db8::2")).toBe(clientNetwork("2001:db8::ffff:ffff:ffff:ffff"));
    expect(clientNetwork("2001:db8:0:0:1234::9")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(clientNetwork("2001:db8:0:1::1")).not.toBe(clientNetwork("2001:db8::1"));
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("::")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%25en0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps an IPv4 address per address, however it arrives", () => {
    expect(clientNetwork("198.51.100.7")).toBe("198.51.100.7");
    expect(clientNetwork("198.51.100.8")).toBe("198.51.100.8");
    expect(clientNetwork("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientNetwork("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(clientNetwork("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("leaves anything that is not an address as it was sent: a key of its own, never a throw", () => {
    for (const text of [
      "",
      "unknown",
      "email:ana@example.com",
      "2001:db8::1::2",
      "2001:db8:0:0:0:0:0:0:1",
      "2001:db8:0:0:0:0:1",
      "12345::1",
      "g::1",
      "1.2.3.4.5",
      "256.1.1.1",
      "100.64.5.1239",
      "::ffff:1.2.3",
      ":1::2",
      "1::2:",
      "2001:db8::1%",
      "x".repeat(500),
    ])
      expect(clientNetwork(text), text).toBe(text);
  });
});
