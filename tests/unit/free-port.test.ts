// The port picker of the tools that start servers (tests/perf/free-port.mjs: the size budget,
// Lighthouse, the observatory, screenshots, the bench): the preferred port while it is free, and
// another free one while something holds it, so a second run beside the first still works.
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../perf/free-port.mjs";

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Listens on a free port of 127.0.0.1, as a stray server would. */
async function hold(): Promise<number> {
  const server = net.createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen({ port: 0, host: "127.0.0.1" }, resolve));
  return (server.address() as net.AddressInfo).port;
}

describe("freePort", () => {
  it("answers the preferred port while nothing listens on it", async () => {
    const port = await hold();
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await freePort(port)).toBe(port);
  });

  it("answers another port, one a server can listen on, while the preferred one is held", async () => {
    const held = await hold();
    const port = await freePort(held);
    expect(port).not.toBe(held);
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((resolve, reject) => server.once("error", reject).listen({ port, host: "127.0.0.1" }, resolve));
  });
});
