// A body the Worker refuses is read to its end (up to a cap) before the 413 answer: an answer
// sent while the client is still uploading reaches some browsers and proxies as a reset
// connection instead of the page. Hono's body limit refuses on Content-Length without reading,
// so the stream is still whole here.
import { LIMITS } from "../../app/lib/constants";

export async function drainBody(request: Request, cap: number = LIMITS.drainBytes): Promise<void> {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read < cap;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}
