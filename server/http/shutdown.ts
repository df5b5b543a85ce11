import type { Server } from "node:http";
import { describeError, log } from "../shared/log.ts";

/**
 * Graceful stop on SIGTERM (process managers, `docker stop`) and SIGINT (Ctrl-C): stop accepting
 * connections, let requests in flight finish (at most `timeoutMs`, then their sockets are cut),
 * run `cleanup` (closing the database after the last request, so no acknowledged write is cut
 * off), then exit 0.
 */
export function stopGracefullyOnSignals(server: Server, options: { timeoutMs: number; cleanup: () => Promise<void> }) {
  let stopping = false;
  function stop(signal: NodeJS.Signals) {
    if (stopping) return; // A second Ctrl-C while waiting changes nothing: the timeout still bounds the wait.
    stopping = true;
    const startedAt = performance.now();
    // A keep-alive socket whose last response has just finished would otherwise stay open until
    // its idle timeout and hold server.close() back.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      log.warn("shutdown timeout: closing connections with requests still in flight", { timeoutMs: options.timeoutMs });
      server.closeAllConnections();
    }, options.timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      options
        .cleanup()
        .catch((error) => log.error("error while closing", describeError(error)))
        .finally(() => {
          log.info("stopped", { durationMs: Math.round(performance.now() - startedAt) });
          process.exit(0);
        });
    });
    server.closeIdleConnections();
    // Said once the listening socket is closed (server.close() closes it at once), not before:
    // whoever reads the log may try a new connection at that moment and must be refused.
    log.info("shutting down: no new connections; waiting for requests in flight", {
      signal,
      timeoutMs: options.timeoutMs,
    });
    // Last resort, should the cleanup itself hang (a mail server that never answers).
    setTimeout(() => {
      log.error("did not stop in time: exiting anyway");
      process.exit(1);
    }, options.timeoutMs + 5_000).unref();
  }
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
