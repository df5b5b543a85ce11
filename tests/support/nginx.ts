import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { userInfo } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { contentTypes } from "../../server/http/static-files.ts";

/** Debian's nginx: on the PATH, or in /usr/sbin, which a non-root PATH often lacks. */
export function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/local/sbin"];
  return dirs.map((dir) => join(dir, "nginx")).find((path) => existsSync(path));
}

export const nginxMissing =
  "Debian nginx is not installed (looked on the PATH and in /usr/sbin): apt-get install -y nginx (.ci/run installs it in CI).";

/** The same Content-Type for each extension as the Node server sends (static-files.ts). */
function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(contentTypes)) byType.set(type, [...(byType.get(type) ?? []), ext.slice(1)]);
  return [...byType].map(([type, exts]) => `    "${type}" ${exts.join(" ")};`).join("\n");
}

export type NginxProcess = { child: ChildProcess; errorLog(): string; workerPids(): number[]; stop(): Promise<void> };

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1", () => (socket.destroy(), done(true)));
    socket.on("error", () => done(false));
  });
}

/**
 * Starts nginx in the foreground as the current user, with everything it writes (pid, logs, temp
 * files) in `dir`; `site` is the http-level configuration (servers, upstreams) to include. The
 * top level is written here because Debian's /etc/nginx/nginx.conf needs root and system paths.
 * Resolves once `port` accepts connections.
 */
export async function startNginx(options: {
  dir: string;
  site: string;
  port: number;
  accessLog?: boolean;
  /** Debian's default is "auto": one worker process per core. */
  workers?: number | "auto";
  /** A mime.types file to include, as Debian's nginx.conf does; otherwise the Node server's types. */
  mimeTypes?: string;
}): Promise<NginxProcess> {
  const nginx = findNginx();
  if (!nginx) throw new Error(nginxMissing);
  // Readiness is "the port accepts": a process already listening there would pass for nginx.
  if (await accepts(options.port))
    throw new Error(`Port ${options.port} is in use by another process: nginx cannot start.`);
  const { dir } = options;
  mkdirSync(join(dir, "temp"), { recursive: true });
  writeFileSync(join(dir, "site.conf"), options.site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `    ${kind}_temp_path ${join(dir, "temp", kind)};`,
  );
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;
worker_processes ${options.workers ?? "auto"};
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
# As root, nginx would switch its workers to "nobody", who cannot write the temp files here.
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ""}
events { worker_connections 2048; }
http {
    access_log ${options.accessLog ? join(dir, "access.log") : "off"};
${options.mimeTypes ? `    include ${options.mimeTypes};` : `    types {\n${typesBlock()}\n    }`}
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
${temp.join("\n")}
    include ${join(dir, "site.conf")};
}
`,
  );
  // -e: the error log before the configuration is read (otherwise /var/log/nginx/error.log).
  const child = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
    stdio: "ignore",
  });
  const errorLog = () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "");
  const until = Date.now() + 10_000;
  while (!(await accepts(options.port))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start on port ${options.port}:\n${errorLog()}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    child,
    errorLog,
    // For CPU accounting: the workers are the master's children.
    workerPids: () =>
      readdirSync("/proc")
        .filter((name) => /^\d+$/.test(name))
        .filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(child.pid);
          } catch {
            return false; // the process ended while we looked
          }
        })
        .map(Number),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * deploy/nginx.conf as shipped, with test addresses: the upstream line becomes one line per Node
 * port, TLS (no certificate here) becomes plain HTTP on loopback, the root is this checkout's
 * build. Each edit must apply exactly once, so drift in the shipped file fails loudly.
 */
export function deployNginxConfig(options: {
  nodePorts: number[];
  port: number;
  redirectPort: number;
  /** Where the site's access log goes (deploy/nginx.conf writes to /var/log/nginx). */
  accessLog: string;
  /**
   * Without the per-address limits (limit_req): for load tests and benchmarks, whose thousands of
   * requests all come from 127.0.0.1 and would be refused past the first hundred. The limits
   * themselves are tested as shipped in server/http/nginx.test.ts.
   */
  liftRateLimits?: boolean;
}): string {
  const root = resolve(import.meta.dirname, "../..");
  let config = readFileSync(join(root, "deploy/nginx.conf"), "utf8");
  const upstreams = options.nodePorts.map((port) => `server 127.0.0.1:${port};`).join("\n    ");
  // Each pattern, and how many times the shipped file must hold it (a changed file fails loudly).
  const edits: [RegExp, string, number?][] = [
    [/server 127\.0\.0\.1:3000;/g, upstreams],
    [/root \/srv\/jamdani\/build\/client;/g, `root ${join(root, "build/client")};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${options.port};`],
    [/listen 80;/g, `listen 127.0.0.1:${options.redirectPort};`],
    [/^\s*ssl_certificate .*\n/gm, ""],
    [/^\s*ssl_certificate_key .*\n/gm, ""],
    [/access_log \/var\/log\/nginx\/jamdani\.access\.log jamdani;/g, `access_log ${options.accessLog} jamdani;`, 2],
  ];
  if (options.liftRateLimits) edits.push([/^\s*limit_req zone=.*\n/gm, "", 2]);
  for (const [pattern, replacement, expected = 1] of edits) {
    const matches = config.match(pattern)?.length ?? 0;
    if (matches !== expected)
      throw new Error(
        `deploy/nginx.conf: expected ${pattern} ${expected} time(s), found it ${matches} times; update deployNginxConfig`,
      );
    config = config.replace(pattern, replacement);
  }
  return config;
}
