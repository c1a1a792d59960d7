// rules §9: what the browser fetches is fresh for 5 minutes and kept 30; never refetched on mount,
// focus or reconnect. Apart from constants.ts (part of every page's first load): only the code that
// fetches, loaded when needed, reads it.
export const DATA_CACHE = { staleMs: 5 * 60 * 1000, keepMs: 30 * 60 * 1000 } as const;
