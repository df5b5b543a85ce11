import { createServer, type Server } from "node:net";

function listening(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

const portOf = (server: Server) => {
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("A listening server without a port");
  return address.port;
};

/** `Ports<2>` is `[number, number]`: callers destructure what they asked for without a check. */
type Ports<N extends number, Found extends number[] = []> = number extends N
  ? number[]
  : Found["length"] extends N
    ? Found
    : Ports<N, [...Found, number]>;

/**
 * `count` loopback ports that nothing listens on, all different. Tests take their ports from here,
 * never as fixed numbers: two checkouts testing at once on one machine (or a test run beside a
 * benchmark) would otherwise start servers on the same port and fail each other with EADDRINUSE.
 * The system picks each port (a listen on port 0); all are held until the last is found, so one
 * call never returns a port twice. A port is free, not reserved: start what listens on it at once.
 */
export async function freePorts<N extends number>(count: N): Promise<Ports<N>> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) servers.push(await listening());
    return servers.map(portOf) as Ports<N>;
  } finally {
    await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  }
}

/** One loopback port that nothing listens on (see `freePorts`). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}
