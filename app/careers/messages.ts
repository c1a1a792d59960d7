// The careers forms' words (rules §5, §8), apart from the schema so the page can show them
// without loading zod (the forms load the schema when the visitor starts on them). Each is its
// English text, marked with msg() and translated where it is shown (t(message)).
import { SUBSCRIBE_MESSAGES } from "./subscribe-messages";
import { msg } from "../lib/messages";

export const CAREERS_MESSAGES = {
  ...SUBSCRIBE_MESSAGES,
  firstName: msg("Please enter your first name."),
  lastName: msg("Please enter your last name."),
  /** LIMITS.name (tests/unit/careers.test.ts holds the two together). */
  nameTooLong: msg("Names must be at most 100 characters."),
  email: msg("Please enter a valid email address."),
  phone: msg("Please enter a valid phone number."),
  /** LIMITS.coverLetter (tests/unit/careers.test.ts holds the two together). */
  coverLetterTooLong: msg("Your cover letter must be at most 5000 characters."),
  resumeTooLarge: msg("Your résumé is larger than 5 MB. Please choose a smaller file (a PDF export is usually well under 1 MB)."),
  resumeType: msg("Please upload a PDF or Word document (.pdf, .doc, .docx)."),
  /** Without JavaScript the browser cannot send a chosen file back to the form. */
  resumeAgain: msg("If you attached a résumé, please choose it again."),
  jobClosed: msg("This position is no longer open. Please choose another from the list of open positions."),
  applyFailure: msg("We couldn't send your application just now. Please try again in a minute, or email it to us directly."),
  /** The contact form's limit, in the same words (rules §8 "Limit reached"). */
  rateLimited: msg("Too many submissions. Please wait 5 minutes before trying again."),
  applySuccessTitle: msg("Application submitted"),
  applySuccess: msg("Thank you for applying! We'll be in touch soon."),
  body: msg("Invalid request: please send the form again."),
  /** The Worker's answer to a post over the careers body limit (workers/middleware/upload-limits.ts). */
  bodyTooLarge: msg("Your résumé is larger than 5 MB, so the application could not be sent. Please go back and choose a smaller file."),
} as const;
