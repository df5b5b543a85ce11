import { expect, test } from "vitest";
import { avifTwin, mediaUrl, parseMediaPath } from "./media-paths.ts";

const id = "0123456789abcdef".repeat(2);

test("a media path names an uploaded image's id and format, or nothing", () => {
  expect(parseMediaPath(mediaUrl(id, "avif"))).toEqual({ id, format: "avif" });
  expect(parseMediaPath(`/media/${id}.webp`)).toEqual({ id, format: "webp" });
  expect(parseMediaPath(`/media/${id}.png`)).toBeUndefined();
  expect(parseMediaPath(`/media/${id}.webp/`)).toBeUndefined();
  expect(parseMediaPath(`/media/../${id}.webp`)).toBeUndefined();
  expect(parseMediaPath(`/media/${id}${"0".repeat(10_000)}.webp`)).toBeUndefined();
  expect(avifTwin(`/media/${id}.webp`)).toBe(`/media/${id}.avif`);
});
