// The contact form's words (rules §5, §8), apart from the schema so the page can show them
// without loading zod (the form loads the schema when the visitor starts on it).
import { LIMITS } from "../lib/constants";

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  country: "Please select a country.",
  district: "Please select a district.",
  message: "Message must be at least 10 characters.",
  phone: "Please enter a valid phone number.",
  nameTooLong: `Name must be at most ${LIMITS.name} characters.`,
  messageTooLong: `Message must be at most ${LIMITS.message} characters.`,
  quoteItems: "Invalid quote items.",
  projectField: `Please keep this to ${LIMITS.projectField} characters.`,
  loads: `Please keep this to ${LIMITS.loads} characters.`,
  requiredBy: "Please enter a date, for example 2027-03-31.",
  body: "Invalid request: send a JSON object with name, email, message, country (Belize if left out) and, for Belize, district.",
  rateLimited: "Too many submissions. Please wait 5 minutes before trying again.",
  failure: "There was an error sending your message. Please try again or contact us directly.",
  success: "Your message has been sent! We'll be in touch soon.",
} as const;

/** rules §8: a server message containing 'Invalid' is shown as it is; anything else gets the generic failure. */
export function failureMessageFor(serverMessage: string | undefined): string {
  return serverMessage && serverMessage.includes("Invalid") ? serverMessage : CONTACT_MESSAGES.failure;
}
