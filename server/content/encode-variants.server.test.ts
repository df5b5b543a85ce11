// @vitest-environment node
import { expect, it } from "vitest";
import { oneEncodingAtATime } from "./encode-variants.server.ts";

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
