// A loopback port for a server a tool starts: the one it prefers when nothing listens there, else
// one the system hands out, so two tools (or two checkouts) running at once never collide.
import net from "node:net";

/**
 * Whether a server could listen on `port` of `host` right now. An address family the machine
 * lacks (no IPv6) counts as free.
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve(error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT"),
    );
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the system has free now. */
function anyPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen({ port: 0, host: "127.0.0.1" }, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * `preferred` when it is free on both loopback addresses (`localhost` may be either), else a free one.
 * @param {number} [preferred] none: any free port
 * @returns {Promise<number>}
 */
export async function freePort(preferred) {
  for (let tries = 0; tries < 5; tries++) {
    const port = tries === 0 && preferred ? preferred : await anyPort();
    if ((await canListen(port, "127.0.0.1")) && (await canListen(port, "::1"))) {
      if (preferred && port !== preferred) console.log(`port ${preferred} is taken: using ${port}`);
      return port;
    }
  }
  throw new Error(`no free port found (wanted ${preferred})`);
}
