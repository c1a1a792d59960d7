// @first-load-shell
/** Asks the cookie consent UI to open its preference centre (the footer's "Cookie preferences"). */
export const OPEN_SETTINGS_EVENT = "cookie-settings-open";
