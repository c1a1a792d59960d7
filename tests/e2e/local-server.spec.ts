// The local server (`npm run preview`, which these tests start on a port of their own: the rest
// of the suite talks to workerd directly, e2e/server.mjs) answers odd requests as the edge would:
// a plain 4xx from us, never a 500 with a stack trace and file paths, and never a redirect to
// another host.
import { request as httpRequest } from "node:http";
import { BODY_LIMITS } from "../../app/lib/constants";
import { startPreview } from "../perf/preview-server.mjs";
import { expect, test as base } from "./support";

// One `npm run preview` for the file's tests, with local data of its own; they run one after another.
const test = base.extend<object, { previewURL: string }>({
  previewURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first argument
    async ({}, use) => {
      const server = await startPreview(8791);
      await use(server.url);
      server.stop();
    },
    { scope: "worker" },
  ],
});
test.describe.configure({ mode: "serial" });

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request exactly as written (method, path, Host), which browsers and fetch would tidy up. */
function raw(
  baseURL: string,
  { method = "GET", path = "/", headers = {}, body }: { method?: string; path?: string; headers?: Record<string, string>; body?: Buffer },
) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<Raw>((resolve, reject) => {
    let answer: Raw | undefined;
    const req = httpRequest({ hostname, port, method, path, headers, setHost: !("Host" in headers), agent: false }, (res) => {
      answer = { status: res.statusCode ?? 0, headers: res.headers, body: "" };
      res.setEncoding("utf8");
      res.on("data", (chunk) => (answer!.body += chunk));
      res.on("end", () => resolve(answer!));
    });
    // An answer that came before the server closed on a body still being written counts (a
    // browser reads it too); the write then fails with EPIPE, which is not the server's fault.
    req.on("error", (error) => (answer ? resolve(answer) : reject(error)));
    req.on("socket", (socket) => socket.on("error", () => {})); // reported through req above
    req.end(body);
  });
}

const expectClean = (answer: Raw) => {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).not.toMatch(/at \S+ \(|node_modules|\/work\/|file:\/\/|Error:/);
};

test("TRACE, which Node cannot forward, gets 405; methods Node does not know get its own 400", async ({ previewURL }) => {
  const trace = await raw(previewURL, { method: "TRACE" });
  expectClean(trace);
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toContain("GET");
  expectClean(await raw(previewURL, { method: "TRACK" }));
});

test("a Host header that is not a host name gets a clean 4xx", async ({ previewURL }) => {
  const smuggled = await raw(previewURL, { headers: { Host: `localhost:${new URL(previewURL).port}@evil.example` } });
  expectClean(smuggled);
  expect(smuggled.status).toBe(400);
  for (const host of ["evil.example/x", "a b", "localhost:99999999"]) expectClean(await raw(previewURL, { headers: { Host: host } }));
});

test("a path starting with // stays on this site: our 404 page, no redirect elsewhere", async ({ previewURL }) => {
  for (const path of ["//evil.example", "//evil.example/products", "///evil.example"]) {
    const answer = await raw(previewURL, { path });
    expect(answer.status, path).toBe(404);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain("Oops! Page not found");
  }
});

test("bodies over the limits get a clean 413, however large", async ({ previewURL }) => {
  const origin = new URL(previewURL).origin;
  for (const [path, size] of [
    ["/about", 2 * 1024 * 1024],
    ["/about", 12 * 1024 * 1024],
    ["/api/contact", 3 * 1024 * 1024],
    ["/careers", 8 * 1024 * 1024],
    ["/contact", 26 * 1024 * 1024], // drawings: 25 MB in all, and the form
    ["/contact", BODY_LIMITS.drain + 1024],
  ] as const) {
    const send = () =>
      raw(previewURL, {
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "Content-Length": String(size) },
        body: Buffer.alloc(size, 0x61),
      });
    // Every refused body is read to its end before the answer (the Worker up to BODY_LIMITS.drain,
    // the local server beyond it), so the answer is not lost to a reset while the client is still
    // writing. Should a reset still come (EPIPE), the answer is the same every time: sent again.
    let answer: Raw | undefined;
    for (let attempt = 1; !answer; attempt++) {
      answer = await send().catch((error: NodeJS.ErrnoException) => {
        if (attempt >= 6 || !["EPIPE", "ECONNRESET"].includes(error.code ?? "")) throw error;
        return undefined;
      });
    }
    expectClean(answer);
    expect(answer.status, `${path} with ${size} bytes`).toBe(413);
  }
});

test("a chunked body over the limit gets the Worker's own 413, never the local server's 500", async ({ previewURL }) => {
  const origin = new URL(previewURL).origin;
  for (const [path, size, type] of [
    ["/api/contact", 3 * 1024 * 1024, "application/json"],
    ["/about", 2 * 1024 * 1024, "application/x-www-form-urlencoded"],
  ] as const) {
    // No Content-Length: Node sends the body chunked, as a streaming client does.
    const answer = await raw(previewURL, {
      method: "POST",
      path,
      headers: { "Content-Type": type, Origin: origin, "Transfer-Encoding": "chunked" },
      body: Buffer.alloc(size, 0x61),
    });
    expectClean(answer);
    expect(answer.status, path).toBe(413);
    if (path === "/api/contact") expect(JSON.parse(answer.body)).toEqual({ ok: false, error: "Invalid request: the body is too large." });
  }
});
