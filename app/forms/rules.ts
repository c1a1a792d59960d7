// The field rules the forms' schemas share (rules §5), so that an email address, a phone number
// or a line of text is judged the same way in every form. zod/mini: the same library, tree-shaken
// to what the forms use; only the schemas import this (they are loaded on demand in the browser).
import * as z from "zod/mini";
import { cleanText } from "../lib/clean-text";
import { EMAIL_MAX_LENGTH, LIMITS } from "../lib/constants";

/** rules §5: "a standard address pattern". One @, a dotted domain, a 2+ letter TLD. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{5,}$/;

/** Cleaned text (rules §5). Non-strings become "" so that a wrong type gets the field's own message, not a type error. */
export const text = (multiline = false) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" ? cleanText(v, { multiline }) : typeof v === "number" ? String(v) : "")),
    z.string(),
  );

/** The one email rule: a standard address of at most EMAIL_MAX_LENGTH characters (the inputs' maxLength too). */
export const email = (message: string) =>
  z.pipe(text(), z.string().check(z.maxLength(EMAIL_MAX_LENGTH, message), z.regex(EMAIL_PATTERN, message)));

/** An optional phone number: digits, spaces and `+ ( ) . -`, at least 5, at most LIMITS.phone. */
export const phone = (message: string) =>
  z.pipe(
    text(),
    z.string().check(
      z.maxLength(LIMITS.phone, message),
      z.refine((v) => v === "" || PHONE_PATTERN.test(v), message),
    ),
  );
