// @vitest-environment node
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientIp, isHttps, readBody } from "./request-input.ts";

const fakeRequest = (headers: Record<string, string>, remoteAddress = "192.0.2.10") =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

/** Sends one POST to a throwaway loopback server whose handler is `readBody` with `limit`. */
async function postTo(limit: number, body: Buffer, chunked: boolean) {
  const server = createServer(async (req, res) => {
    const read = await readBody(req, limit);
    res
      .writeHead(read === "too-large" ? 413 : 200, { Connection: "close" })
      .end(read === "too-large" ? "" : String(read.length));
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; text: string }>((done, fail) => {
      const headers = chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(body.length) };
      const req = httpRequest({ port, host: "127.0.0.1", method: "POST", headers }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => done({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", fail);
      // In several writes, as a slow client would send them.
      for (let offset = 0; offset < body.length; offset += 16_384) req.write(body.subarray(offset, offset + 16_384));
      req.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

describe("clientIp", () => {
  it("uses the socket's address and ignores X-Forwarded-For unless a proxy is trusted", () => {
    const req = fakeRequest({ "x-forwarded-for": "203.0.113.9, 10.0.0.1" });
    expect(clientIp(req, false)).toBe("192.0.2.10");
    expect(clientIp(req, true)).toBe("203.0.113.9");
    expect(clientIp(fakeRequest({}), true)).toBe("192.0.2.10");
  });
});

describe("isHttps", () => {
  it("believes X-Forwarded-Proto only from a trusted proxy, and only its first hop", () => {
    expect(isHttps(fakeRequest({ "x-forwarded-proto": "https" }), true)).toBe(true);
    expect(isHttps(fakeRequest({ "x-forwarded-proto": "https, http" }), true)).toBe(true);
    expect(isHttps(fakeRequest({ "x-forwarded-proto": "https" }), false)).toBe(false);
    expect(isHttps(fakeRequest({ "x-forwarded-proto": "http" }), true)).toBe(false);
    expect(isHttps(fakeRequest({}), true)).toBe(false);
  });
});

describe("readBody", () => {
  it("returns a body up to the limit, sent with a length or in chunks", async () => {
    expect(await postTo(1000, Buffer.alloc(1000, 97), false)).toEqual({ status: 200, text: "1000" });
    expect(await postTo(1000, Buffer.alloc(1000, 97), true)).toEqual({ status: 200, text: "1000" });
  });

  it("refuses a body over the limit, whether its length is declared or only counted", async () => {
    expect((await postTo(1000, Buffer.alloc(1001, 97), false)).status).toBe(413);
    expect((await postTo(1000, Buffer.alloc(200_000, 97), true)).status).toBe(413);
  });
});
