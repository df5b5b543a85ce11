import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
const lhr = r!.lhr;
for (const [id, a] of Object.entries(lhr.audits)) {
  if (a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual") console.log("AUDIT", id, a.score, a.displayValue ?? "", JSON.stringify((a.details as any)?.items?.slice?.(0,3) ?? "").slice(0, 600));
}
for (const id of ["first-contentful-paint","largest-contentful-paint","speed-index","total-blocking-time"]) console.log(id, lhr.audits[id]?.displayValue);
const lt = lhr.audits["long-tasks"]; console.log(JSON.stringify((lt?.details as any)?.items).slice(0, 1500)); const bt = lhr.audits["bootup-time"]; console.log(JSON.stringify((bt?.details as any)?.items).slice(0, 1200));

await chrome.kill();
