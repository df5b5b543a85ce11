import { markdownLimitProblem, markdownLimits } from "../app/content/insights/markdown-limits.ts";
function fill(block: string) { let t = ""; while (t.length + block.length + 2 <= markdownLimits.length) t += block + "\n\n"; return t; }
const lists = fill(Array.from({ length: markdownLimits.depth }, (_, i) => `${"  ".repeat(i)}- item`).join("\n"));
for (let r = 0; r < 5; r++) { const t = performance.now(); for (let i = 0; i < 10; i++) markdownLimitProblem(lists + i); console.log(((performance.now() - t) / 10).toFixed(2), "ms"); }
