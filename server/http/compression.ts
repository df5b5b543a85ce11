import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".data",
  ".ico",
]);

/**
 * Whether a file gets .br and .gz twins: text-like types only, and not below 512 bytes, where the
 * twin saves less than its headers cost. One rule for the build (tools/build/compress-build.ts)
 * and for pages rendered again at run time (compressAtRunTime), so that a page keeps its
 * Content-Encoding whichever of the two produced it.
 */
export const getsCompressedTwins = (urlPath: string, size: number): boolean =>
  compressible.has(extname(urlPath)) && size >= 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/*
 * The build compresses at the maximum (brotli 11, gzip 9) once; a running server compresses every
 * prerendered file again on each refresh, beside visitors. Measured on this site's 122 files of
 * 5.7 MB (2 cores): brotli 11 takes 8.8 s for 711 KB, brotli 6 0.16 s for 796 KB (+12 %), brotli 7
 * 0.6 s for 784 KB; gzip 9 0.24 s and gzip 6 0.12 s, 0.4 % apart. Hence 6 and 6. `npm run
 * bench:rerender` measures a whole refresh.
 */
export const runTimeBrotliQuality = 6;
const runTimeGzipLevel = 6;

/**
 * The .br and .gz twins of a file rendered while the server runs, or none (getsCompressedTwins).
 * zlib's asynchronous calls work on libuv's thread pool: the event loop keeps serving meanwhile.
 */
export async function compressAtRunTime(
  urlPath: string,
  body: Buffer,
  brotliQuality = runTimeBrotliQuality,
): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (!getsCompressedTwins(urlPath, body.length)) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: runTimeGzipLevel }),
  ]);
  return { br, gzip: gz };
}
