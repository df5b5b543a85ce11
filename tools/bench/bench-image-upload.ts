/**
 * `node tools/bench/bench-image-upload.ts`: what encoding one upload costs
 * (server/content/encode-image.server.ts): a 12-megapixel photo-like JPEG (4000 × 3000, noise
 * softened as a camera's grain, which encoders find harder than flat colour), encoded five times;
 * the median and worst wall time, the CPU time, and the longest the event loop went without a
 * turn meanwhile (sharp works on libuv's threads, so that figure is what another request waits).
 * A measurement, not a test.
 */
import { cpus, loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { encodeImage } from "../../server/content/encode-image.server.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: "#808080",
    noise: { type: "gaussian", mean: 128, sigma: Number(process.env.BENCH_GRAIN ?? 40) },
  },
})
  .blur(1.2)
  .jpeg({ quality: 88 })
  .toBuffer();

await encodeImage(photo, "jpeg"); // loads sharp's codecs once, as the first upload of a process does
const times: number[] = [];
const cpu: number[] = [];
let longestStall = 0;
let files = 0;
for (let round = 0; round < rounds; round += 1) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await encodeImage(photo, "jpeg");
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1000);
  delay.disable();
  longestStall = Math.max(longestStall, delay.max / 1e6);
  if (!result.ok) throw new Error(result.problem);
  files = result.image.variants.length;
}
const sorted = [...times].sort((a, b) => a - b);
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`12 MP JPEG (${Math.round(photo.length / 1024)} KB) -> ${files} files, ${rounds} rounds`);
console.log(`  wall: median ${ms(sorted[Math.floor(rounds / 2)]!)}, worst ${ms(sorted.at(-1)!)}`);
console.log(`  CPU: median ${ms([...cpu].sort((a, b) => a - b)[Math.floor(rounds / 2)]!)} (all threads)`);
console.log(`  longest event loop stall: ${ms(longestStall)}`);
console.log(`  host: ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`);
