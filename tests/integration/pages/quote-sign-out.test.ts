// /account's Sign out and Sign out everywhere, in the production server build: each empties this
// browser's quote list (rules §3 "Quote list with an account"), which the account keeps.
import { describe, expect, it } from "vitest";
import { browser, confirmedAccount, quoteItem } from "../quote-browser";

const hollow = quoteItem("hollow", { quantity: 400, note: "our own deck" });

describe("signing out on /account", () => {
  for (const intent of ["sign-out", "sign-out-everywhere"]) {
    it(`(${intent}) empties this browser's quote list; the account has it back at its next sign-in`, async () => {
      const email = await confirmedAccount();
      const shared = browser();
      await shared.signIn(email);
      expect((await shared.put([hollow])).status).toBe(200);

      const out = await shared.fetch("/account", { method: "POST", redirect: "manual", body: new URLSearchParams({ intent }) });
      expect(out.status).toBe(303);
      expect(shared.jar.has("mm_quote")).toBe(false);
      expect(shared.jar.has("mm_signed_in")).toBe(false);
      expect(await shared.list()).toEqual({ items: [] });

      await shared.signIn(email);
      expect((await shared.list()).items).toEqual([hollow]);
    });
  }
});
