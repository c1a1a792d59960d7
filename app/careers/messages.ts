// The careers forms' words (rules §5, §8), apart from the schema so the page can show them
// without loading zod (the forms load the schema when the visitor starts on them).
import { SUBSCRIBE_MESSAGES } from "./subscribe-messages";
import { LIMITS } from "../lib/constants";

export const CAREERS_MESSAGES = {
  ...SUBSCRIBE_MESSAGES,
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  nameTooLong: `Names must be at most ${LIMITS.name} characters.`,
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  coverLetterTooLong: `Your cover letter must be at most ${LIMITS.coverLetter} characters.`,
  resumeTooLarge: "Your résumé is larger than 5 MB. Please choose a smaller file (a PDF export is usually well under 1 MB).",
  resumeType: "Please upload a PDF or Word document (.pdf, .doc, .docx).",
  /** Without JavaScript the browser cannot send a chosen file back to the form. */
  resumeAgain: "If you attached a résumé, please choose it again.",
  jobClosed: "This position is no longer open. Please choose another from the list of open positions.",
  applyFailure: "We couldn't send your application just now. Please try again in a minute, or email it to us directly.",
  applySuccessTitle: "Application submitted",
  applySuccess: "Thank you for applying! We'll be in touch soon.",
  body: "Invalid request: please send the form again.",
  /** The Worker's answer to a post over the careers body limit (workers/server.ts). */
  bodyTooLarge: "Your résumé is larger than 5 MB, so the application could not be sent. Please go back and choose a smaller file.",
} as const;
