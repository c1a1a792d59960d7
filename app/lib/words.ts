// @first-load-shell
/** A word with its first letter in upper case and the rest as written: 'marine' → 'Marine'. */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
