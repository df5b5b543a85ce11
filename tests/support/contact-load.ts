import autocannon from "autocannon";

export type LoadOutcome = {
  /** Subject tokens of every message the server acknowledged with a 2xx. */
  acked: Set<string>;
  result: autocannon.Result;
};

/**
 * Posts valid contact messages as fast as `connections` clients can, each with a unique subject
 * token, and records which tokens were acknowledged. Posts go by default to /contact-us.data,
 * the form's JavaScript path: the same action, urlencoded, without rendering a page per answer;
 * `path: "/contact-us"` posts as a browser without JavaScript does.
 */
export function runContactLoad(options: {
  url: string;
  connections: number;
  path?: string;
  amount?: number;
  duration?: number;
  onAck?: (acked: number) => void;
}): {
  done: Promise<LoadOutcome>;
  stop: () => void;
  /** The tokens acknowledged so far, growing while the load runs. */
  acked: ReadonlySet<string>;
} {
  const acked = new Set<string>();
  const run = `${Date.now().toString(36)}`;
  let sent = 0;
  let stop = () => {};
  const done = new Promise<LoadOutcome>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        amount: options.amount,
        duration: options.duration ?? 60,
        timeout: 10,
        requests: [
          {
            method: "POST",
            path: options.path ?? "/contact-us.data",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            setupRequest(request, context) {
              sent += 1;
              const token = `load-${run}-${sent}`;
              (context as { token?: string }).token = token;
              const body = new URLSearchParams({
                name: "Load Test",
                email: "load@example.com",
                subject: token,
                // Its own body too: identical bodies are filed as spam and not notified.
                message: `A message sent by the durability test (${token}).`,
              }).toString();
              return { ...request, body };
            },
            onResponse(status, _body, context) {
              const token = (context as { token?: string }).token;
              if (status >= 200 && status < 300 && token) {
                acked.add(token);
                options.onAck?.(acked.size);
              }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ acked, result })),
    );
    stop = () => instance.stop();
  });
  return { done, stop: () => stop(), acked };
}
