import { connect } from "node:net";

/**
 * Sends raw bytes over one loopback socket and resolves with everything the server sent back
 * before closing it (or `timeoutMs`, then the socket is closed here). For requests no HTTP client
 * will produce: bytes a header may not hold, oversized or endless headers.
 */
export function rawExchange(port: number, bytes: string | Buffer, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let received = "";
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", (error) => {
      clearTimeout(timer);
      // A reset after the answer still counts as the answer.
      if (received) resolve(received);
      else reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}
