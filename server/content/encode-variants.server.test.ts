// @vitest-environment node
import sharp from "sharp";
import { expect, it, vi } from "vitest";
import { avifSettings, encodeVariants, oneEncodingAtATime } from "./encode-variants.server.ts";

it("encodes every AVIF at an effort whose CPU stays bounded on a noisy photo (at sharp's default, 41 s for a 12 MP one)", async () => {
  const avif = vi.spyOn(Object.getPrototypeOf(sharp()) as { avif: (options?: object) => unknown }, "avif");
  try {
    const pixels = { data: Buffer.alloc(700 * 400 * 3, 90), width: 700, height: 400, channels: 3 as const };
    const variants = await encodeVariants(pixels);
    expect(variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      "webp 700",
      "avif 700",
      "webp 640",
      "avif 640",
      "webp 320",
      "avif 320",
    ]);
    expect(avif.mock.calls.map(([options]) => options)).toEqual([avifSettings, avifSettings, avifSettings]);
    expect(avifSettings.effort).toBeLessThanOrEqual(2);
  } finally {
    avif.mockRestore();
  }
});

it("runs encodings one after the other, and one that fails does not stop the next", async () => {
  const events: string[] = [];
  const releases: (() => void)[] = [];
  const work =
    (name: string, fail = false) =>
    () =>
      new Promise<string>((resolve, reject) => {
        events.push(`${name} starts`);
        releases.push(() => {
          events.push(`${name} ends`);
          if (fail) reject(new Error(`${name} failed`));
          else resolve(name);
        });
      });
  const first = oneEncodingAtATime(work("first", true));
  const second = oneEncodingAtATime(work("second"));
  const turn = () => new Promise((done) => setImmediate(done));
  await turn();
  expect(events).toEqual(["first starts"]);
  releases.shift()!();
  await expect(first).rejects.toThrow("first failed");
  await turn();
  expect(events).toEqual(["first starts", "first ends", "second starts"]);
  releases.shift()!();
  expect(await second).toBe("second");
});
