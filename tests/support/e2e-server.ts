/**
 * The browser tests' server: a local SMTP sink, then the production server (bin/serve.ts) sending
 * its email there. Each email the sink receives is written to E2E_MAIL_DIR as one JSON file
 * ({ from, to, raw }), so the tests (in other processes) read what a mail server would have got.
 */
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSmtpSink } from "./smtp-sink.ts";

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port) throw new Error("E2E_MAIL_DIR and E2E_SMTP_PORT are set by playwright.config.ts");

let count = 0;
await startSmtpSink({
  port,
  user: "e2e",
  pass: "e2e-secret",
  onMail(mail) {
    count += 1;
    // Written aside and renamed into place: a test polling the directory read a file this process
    // had created but not yet filled ("Unexpected end of JSON input", a clean-clone run).
    const name = join(dir, `${Date.now()}-${String(count).padStart(6, "0")}`);
    writeFileSync(`${name}.partial`, JSON.stringify(mail));
    renameSync(`${name}.partial`, `${name}.json`);
  },
});

await import("../../bin/serve.ts");
