// Generated documents (catalogue JSON, sitemap, robots) cached in KV, keyed by name and tagged
// with the build that made them: a missing entry or one from another build is rebuilt.

export type CachedDocument = { body: string; fromCache: boolean };

type Stored = { build: string; body: string };

export async function cachedDocument(
  kv: KVNamespace,
  name: string,
  build: string,
  render: () => string | Promise<string>,
): Promise<CachedDocument> {
  try {
    const stored = await kv.get<Stored>(`doc:${name}`, "json");
    if (stored && stored.build === build) return { body: stored.body, fromCache: true };
  } catch (error) {
    console.error(`kv-cache: could not read ${name}`, error);
  }
  const body = await render();
  try {
    await kv.put(`doc:${name}`, JSON.stringify({ build, body } satisfies Stored));
  } catch (error) {
    // Serving a freshly built document is still right; the next request tries to store it again.
    console.error(`kv-cache: could not store ${name}`, error);
  }
  return { body, fromCache: false };
}
