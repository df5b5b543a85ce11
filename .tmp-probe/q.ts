import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
const depth = Number(process.argv[2] ?? 8), sep = process.argv[3] ?? "\n\n";
let text = ""; const block = `${"> ".repeat(depth)}deep`;
while (text.length < 40000) text += block + sep;
for (const [name, proc] of [["parse", unified().use(remarkParse)], ["parse+gfm", unified().use(remarkParse).use(remarkGfm)]] as const) {
  const t = performance.now(); proc.parse(text); console.log(name, depth, JSON.stringify(sep), Math.round(performance.now() - t), "ms");
}
const t = performance.now(); const tree = unified().use(remarkParse).use(remarkGfm).parse(text); const h = await unified().use(remarkRehype).run(tree); console.log("to hast", Math.round(performance.now() - t));
