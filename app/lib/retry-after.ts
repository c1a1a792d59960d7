/** How long to wait before asking again after a 429 or 503: the answer's Retry-After, held to 1–60 s (5 s when it names none). */
export const retryAfterMs = (response: Response): number =>
  Math.min(60, Math.max(1, Number(response.headers.get("Retry-After")) || 5)) * 1000;
