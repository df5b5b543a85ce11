/**
 * Writes .br and .gz twins of every compressible file in build/client at maximum compression,
 * once at build time, so neither our server nor an nginx/CDN in front pays for it per request.
 * Which files get twins is the server's rule (server/http/compression.ts), which pages rendered
 * again at run time follow too.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getsCompressedTwins } from "../../server/http/compression.ts";

const root = "build/client";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

let files = 0;
let before = 0;
let after = 0;
for (const file of walk(root)) {
  if (!getsCompressedTwins(file, statSync(file).size)) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
