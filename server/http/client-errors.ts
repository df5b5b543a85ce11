import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { log } from "../shared/log.ts";
import { requestId } from "../shared/request-context.ts";

const statusFor: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Requests Node's HTTP parser refuses before any handler runs: bytes no header may hold, headers
 * over 16 KB, headers (or a whole request) slower than the timeouts. Answered as Node's default
 * handler does (a bare status, then the socket is closed), and also logged once with an id, like
 * every other error. A listener replaces Node's default, so this must answer by itself.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  // The client left: nobody to answer and nothing an operator needs to know.
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const status = statusFor[error.code ?? ""] ?? 400;
  const id = requestId(undefined);
  log.info("request rejected", { requestId: id, status, code: error.code ?? "unknown" });
  // A response already under way on this socket (keep-alive) must not get a second status line
  // in the middle of its body; Node's default handler makes the same check.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (inFlight?.headersSent) return void socket.destroy();
  // Destroyed once the answer is flushed, not merely ended: a slow client that never closes its
  // side would otherwise keep a half-open socket alive.
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\nX-Request-Id: ${id}\r\n\r\n`,
    () => socket.destroy(),
  );
}
