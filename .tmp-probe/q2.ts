import remarkParse from "remark-parse";
import { unified } from "unified";
for (const [label, block] of [["quote", "> deep"], ["para", "deep"], ["list", "- deep"], ["heading", "## deep"], ["ol", "1. deep"], ["code", "    code"], ["fence", "```\nx\n```"], ["hr", "***"], ["table", "| a |\n| - |\n| b |"]] as const) {
  for (const n of [500, 1000, 2000]) {
    const text = Array.from({ length: n }, () => block).join("\n\n");
    const t = performance.now(); unified().use(remarkParse).parse(text); console.log(label, n, Math.round(performance.now() - t), "ms");
  }
}
