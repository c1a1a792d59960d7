// The account's side of the quote list, as contact's quote session takes it
// (app/contact/quote-session.server.ts): who is signed in, and the account's list in D1.
import type { AccountQuotes } from "../contact/quote-session.server";
import { readAccountQuote, writeAccountQuote } from "./quote-list.server";
import { sessionUser } from "./session-user.server";

export const accountQuotes: AccountQuotes = {
  signedIn: sessionUser,
  read: readAccountQuote,
  write: writeAccountQuote,
};
