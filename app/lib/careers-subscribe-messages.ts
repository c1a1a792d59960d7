// The job-updates box's words (spec §5, §8). Apart from the application's messages because the
// box is in every first load of /careers and the application form is not.
export const SUBSCRIBE_MESSAGES = {
  /** spec §8, word for word (no full stop). */
  subscribeEmail: "Please enter a valid email address",
  subscribeFailure: "We couldn't save your subscription just now. Please try again in a minute.",
  subscribeSuccessTitle: "Subscription successful",
} as const;

/** spec §8: the subscription toast says which address is now subscribed. */
export const subscribedMessage = (email: string) => `You're subscribed to job updates at ${email}.`;
