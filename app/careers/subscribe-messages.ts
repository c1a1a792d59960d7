// The job-updates box's words. Apart from the application's messages because the box is in
// every first load of /careers and the application form is not. Each is its English text, marked
// with msg() and translated where it is shown (t(message)).
import { interpolate, msg, translator, type Translate } from "../lib/messages";

export const SUBSCRIBE_MESSAGES = {
  /** The spec's wording, word for word (no full stop). */
  subscribeEmail: msg("Please enter a valid email address"),
  subscribeFailure: msg("We couldn't save your subscription just now. Please try again in a minute."),
  /** Nothing is subscribed until the link is followed, so the title asks for that (docs/decisions/0068-sample-postings-out-of-production.md). */
  subscribeSuccessTitle: msg("Check your email to confirm"),
  /**
   * Said after every accepted subscription, whether or not the address was already known (the
   * answer must not tell), and the subscription counts only once its owner confirms it.
   */
  subscribed: msg("We sent a confirmation link to {email}. Open it to start receiving job updates."),
} as const;

/** The English answer to an accepted subscription (the page says it with t(SUBSCRIBE_MESSAGES.subscribed, { email })). */
export const subscribedMessage = (email: string) => interpolate(SUBSCRIBE_MESSAGES.subscribed, { email });

const english = translator("en", undefined);

/** The limit's answer with the real wait, in the language of `t` (the /careers action's). */
export const subscribeRateLimitedMessage = (retryAfterSeconds: number, t: Translate = english) =>
  t("Too many subscriptions from this connection. Please try again in {minutes} minutes.", {
    minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  });
