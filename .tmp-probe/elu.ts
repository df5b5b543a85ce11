import { renderMarkdownSafely } from "../app/content/insights/markdown-renderer.server.ts";
import { markdownLimits } from "../app/content/insights/markdown-limits.ts";
function fill(block: string) { let t = ""; while (t.length + block.length + 2 <= markdownLimits.length) t += block + "\n\n"; return t; }
const lists = fill(Array.from({ length: markdownLimits.depth }, (_, i) => `${"  ".repeat(i)}- item`).join("\n"));
const imageSize = async () => ({ width: 1, height: 1 });
const r = await renderMarkdownSafely(lists, { imageSize });
console.log("html bytes", r.html.length);
const e0 = performance.eventLoopUtilization(); const t0 = performance.now();
for (let i = 0; i < 5; i++) { const x = await renderMarkdownSafely(lists, { imageSize }); JSON.stringify({ html: x.html }); }
const e = performance.eventLoopUtilization(e0); console.log("wall", Math.round(performance.now() - t0), "main busy ms", Math.round(e.active), "per preview", (e.active / 5).toFixed(1));
process.exit(0);
