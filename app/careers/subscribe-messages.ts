// The job-updates box's words. Apart from the application's messages because the box is in
// every first load of /careers and the application form is not.
export const SUBSCRIBE_MESSAGES = {
  /** The spec's wording, word for word (no full stop). */
  subscribeEmail: "Please enter a valid email address",
  subscribeFailure: "We couldn't save your subscription just now. Please try again in a minute.",
  subscribeSuccessTitle: "Subscription successful",
} as const;

/**
 * Said after every accepted subscription, whether or not the address was already known (the
 * answer must not tell), and the subscription counts only once its owner confirms it.
 */
export const subscribedMessage = (email: string) =>
  `Almost done: we sent a confirmation link to ${email}. Open it to start receiving job updates.`;

export const subscribeRateLimitedMessage = (retryAfterSeconds: number) =>
  `Too many subscriptions from this connection. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;
