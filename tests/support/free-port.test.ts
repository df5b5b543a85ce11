import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { freePort, freePorts } from "./free-port.ts";

const servers: Server[] = [];

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => (servers.push(server), resolve(server)));
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((closed) => server.close(closed))));
});

describe("free ports", () => {
  test("are all different within one call, and each can be listened on at once", async () => {
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
    await Promise.all(ports.map(listenOn));
  });

  test("are never a port another server listens on", async () => {
    // What a second checkout's tests hold while this one asks for its ports.
    const held = new Set((await Promise.all(Array.from({ length: 20 }, () => listenOn(0)))).map(portOf));
    const ports = [...(await freePorts(50)), await freePort()];
    expect(ports.filter((port) => held.has(port))).toEqual([]);
    await Promise.all(ports.slice(0, 10).map(listenOn));
  });
});
