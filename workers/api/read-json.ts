/** The media type of a request body, without parameters and in lower case ("Application/JSON; x" → "application/json"). */
function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Reads a JSON object body; anything else (bad JSON, arrays, scalars, wrong type) is refused. */
export async function readJson(request: Request): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false }> {
  if (mediaType(request) !== "application/json") return { ok: false };
  try {
    const value: unknown = JSON.parse(await request.text());
    if (value && typeof value === "object" && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // not JSON: answered as invalid below
  }
  return { ok: false };
}
