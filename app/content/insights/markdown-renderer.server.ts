import { AsyncResource } from "node:async_hooks";
import { Worker } from "node:worker_threads";
import { markdownLimitProblem } from "./markdown-limits.ts";
import type { FromWorker, MarkdownWorkerData, ToWorker } from "./markdown-worker.ts";
import type { RenderedArticle, RenderOptions } from "./render-markdown.ts";

/**
 * What one body may cost. `cpuMs`, the worker's own CPU time: far more than any article takes (the
 * longest, 11,000 characters, takes some 40 ms), and short enough that a body built to be slow
 * costs a core for seconds, not minutes. CPU time, not time on the clock: on a machine busy with
 * other work an ordinary article takes longer by the clock, and must not be refused for it.
 * `wallMs` bounds the rest (a size lookup that never answers). Tests lower them.
 */
export const markdownRenderLimits = { cpuMs: 3_000, wallMs: 30_000 };

/** Renders waiting their turn; more are refused at once rather than queued behind a flood. */
const maxWaiting = 32;

type Job = {
  markdown: string;
  options: RenderOptions;
  resolve: (rendered: RenderedArticle) => void;
  reject: (error: Error) => void;
  id: number;
  /**
   * The asker's context: an image's size is looked up in it, not in the context the worker
   * happened to start in (a transaction's, say, which would make the store refuse the lookup).
   */
  context: AsyncResource;
  timer?: NodeJS.Timeout;
  cpuCheck?: NodeJS.Timeout;
};

type Thread = { worker: Worker; ready: boolean };

let thread: Thread | undefined;
let running: Job | undefined;
const waiting: Job[] = [];
let jobs = 0;

/**
 * Where the worker's code is: this folder's markdown-worker.ts in development and tests (Node runs
 * it as it is), and its bundle beside the server's in the build (vite.config.ts names it).
 */
const workerFile = import.meta.url.endsWith(".ts")
  ? new URL("./markdown-worker.ts", import.meta.url)
  : new URL("./markdown-worker.js", import.meta.url);

function startThread(): Thread {
  const started: Thread = {
    // A body that makes the parser allocate without end stops the worker, not the server.
    worker: new Worker(workerFile, {
      workerData: { markdownWorker: true } satisfies MarkdownWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    }),
    ready: false,
  };
  const { worker } = started;
  const current = () => thread === started;
  worker.on("message", (message: FromWorker) => {
    if (!current()) return;
    if (message.type === "ready") {
      started.ready = true;
      return void next();
    }
    const job = running;
    if (!job || message.job !== job.id) return;
    if (message.type === "size") {
      job.context
        .runInAsyncScope(async () => job.options.imageSize(message.src))
        .catch((): { problem: string } => ({ problem: "its size could not be looked up just now; try again" }))
        .then((size) => worker.postMessage({ type: "size", request: message.request, size } satisfies ToWorker));
      return;
    }
    finish(job);
    if (message.type === "done") {
      const { type: _type, job: _job, ...rendered } = message;
      job.resolve(rendered);
    } else job.reject(new Error(message.message));
  });
  const lost = (error: Error) => {
    if (!current()) return;
    thread = undefined;
    if (!started.ready) {
      // It could not even start (its file missing, no memory): starting it again would fail the same way.
      for (const job of waiting.splice(0))
        job.reject(new Error(`the Markdown renderer could not start (${error.message})`));
      return;
    }
    const job = running;
    if (job) {
      finish(job);
      job.reject(
        new Error(
          error.message.includes("memory")
            ? "this Markdown needs too much memory to render: shorten it or split it into simpler parts"
            : `the Markdown renderer stopped (${error.message}); try again`,
        ),
      );
    }
    next();
  };
  worker.on("error", lost);
  worker.on("exit", (code) => lost(new Error(`exit ${code}`)));
  return started;
}

function finish(job: Job) {
  clearTimeout(job.timer);
  clearInterval(job.cpuCheck);
  if (running === job) running = undefined;
  // The next job starts once this call's caller has settled the promise.
  queueMicrotask(next);
}

/**
 * The worker keeps the process alive only while it has work: a command that awaits a render ends
 * once it is done, not before, and the server may stop while the worker idles.
 */
function holdWhileBusy() {
  if (running || waiting.length > 0) thread?.worker.ref();
  else thread?.worker.unref();
}

function next() {
  holdWhileBusy();
  if (running || waiting.length === 0) return;
  thread ??= startThread();
  holdWhileBusy();
  if (!thread.ready) return;
  const job = waiting.shift()!;
  running = job;
  const { worker } = thread;
  const stop = (problem: string) => {
    if (running !== job) return;
    // Stopped, not waited for: a new thread takes the next job.
    thread = undefined;
    void worker.terminate();
    finish(job);
    job.reject(new Error(problem));
  };
  const { cpuMs, wallMs } = markdownRenderLimits;
  job.timer = setTimeout(
    () => stop(`this Markdown could not be rendered within ${wallMs / 1000} s; try again, or shorten it`),
    wallMs,
  );
  job.timer.unref();
  // A worker that stopped answers no more usage; the job ends with it (lost(), above).
  const usage = () => worker.cpuUsage().catch(() => undefined);
  const atStart = usage();
  job.cpuCheck = setInterval(
    () => {
      void Promise.all([atStart, usage()]).then(([start, now]) => {
        if (!start || !now) return;
        const usedMs = (now.user + now.system - start.user - start.system) / 1000;
        if (usedMs > cpuMs)
          stop(`this Markdown takes longer than ${cpuMs / 1000} s to render: shorten it or simplify its nesting`);
      });
    },
    Math.min(250, Math.max(10, cpuMs / 10)),
  );
  job.cpuCheck.unref();
  worker.postMessage({
    type: "render",
    job: job.id,
    markdown: job.markdown,
    columnWidth: job.options.columnWidth,
  } satisfies ToWorker);
}

/**
 * renderMarkdown (render-markdown.ts) for text staff wrote, which the server renders for the
 * editor's previews, for Publish and for the pages: refused at once beyond the limits of
 * markdown-limits.ts, then rendered in a worker thread, one body at a time, within
 * markdownRenderLimits. Whatever a body does, visitors' requests go on being answered.
 * Rejects with the problem in words staff can act on.
 */
export function renderMarkdownSafely(markdown: string, options: RenderOptions): Promise<RenderedArticle> {
  const refused = markdownLimitProblem(markdown);
  if (refused) return Promise.reject(new Error(refused));
  if (waiting.length >= maxWaiting) {
    return Promise.reject(new Error("the Markdown renderer is busy with other texts just now; try again in a minute"));
  }
  return new Promise((resolve, reject) => {
    waiting.push({ markdown, options, resolve, reject, id: ++jobs, context: new AsyncResource("markdown render") });
    next();
  });
}
