// @first-load-shell
import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would add ~7 KB to every page, and our component
 * classes (.btn-primary …) sit in the components layer, which utilities override anyway.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
