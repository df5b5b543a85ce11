import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { ImageSize } from "../../lib/image-src.ts";
import { renderMarkdown, type RenderedArticle } from "./render-markdown.ts";

/**
 * The Markdown worker (markdown-renderer.server.ts starts it): renders one article body at a time,
 * off the server's event loop, and asks the server for each image's size, since only the server
 * knows where the site's files and uploads are. Plain relative imports only: in development and
 * tests Node runs this file as it is. Imported anywhere else (the art generator imports every
 * module of app/content), it does nothing.
 */
export type ToWorker =
  | { type: "render"; job: number; markdown: string; columnWidth?: number }
  | { type: "size"; request: number; size: ImageSize | { problem: string } };

export type FromWorker =
  | { type: "ready" }
  | { type: "size"; job: number; request: number; src: string }
  | ({ type: "done"; job: number } & RenderedArticle)
  | { type: "failed"; job: number; message: string };

/** What the renderer starts this file with. */
export type MarkdownWorkerData = { markdownWorker: true };

const port = (workerData as MarkdownWorkerData | undefined)?.markdownWorker ? parentPort : null;
// On Linux a thread has its own nice value, and this sets this thread's alone: when the cores are
// busy, the server's visitors are served before a staff member's render goes on.
if (port) {
  try {
    setPriority(10);
  } catch {
    // Not allowed here (some containers): the render runs at the server's priority.
  }
}
const asked = new Map<number, (size: ImageSize | { problem: string }) => void>();
let requests = 0;

const send = (message: FromWorker) => port?.postMessage(message);

port?.on("message", (message: ToWorker) => {
  if (message.type === "size") {
    asked.get(message.request)?.(message.size);
    asked.delete(message.request);
    return;
  }
  const { job, markdown, columnWidth } = message;
  const imageSize = (src: string) =>
    new Promise<ImageSize | { problem: string }>((resolve) => {
      const request = ++requests;
      asked.set(request, resolve);
      send({ type: "size", job, request, src });
    });
  renderMarkdown(markdown, { imageSize, columnWidth }).then(
    (rendered) => send({ type: "done", job, ...rendered }),
    (error: unknown) => send({ type: "failed", job, message: error instanceof Error ? error.message : String(error) }),
  );
});
send({ type: "ready" });
