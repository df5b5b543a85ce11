import { expect, test } from "vitest";
import { mediaUrl, parseMediaPath } from "./media-paths.ts";

const id = "0123456789abcdef".repeat(2);

test("a media path names an uploaded image's id and format, or nothing", () => {
  expect(parseMediaPath(mediaUrl(id, "avif"))).toEqual({ id, format: "avif" });
  expect(parseMediaPath(`/media/${id}.webp`)).toEqual({ id, format: "webp" });
  expect(parseMediaPath(`/media/${id}.png`)).toBeUndefined();
  expect(parseMediaPath(`/media/${id}.webp/`)).toBeUndefined();
  expect(parseMediaPath(`/media/../${id}.webp`)).toBeUndefined();
  expect(parseMediaPath(`/media/${id}${"0".repeat(10_000)}.webp`)).toBeUndefined();
});

test("a media path may name one width of an image, spelt one way only", () => {
  expect(parseMediaPath(`/media/${id}-640.avif`)).toEqual({ id, format: "avif", width: 640 });
  expect(parseMediaPath(`/media/${id}-1600.webp`)).toEqual({ id, format: "webp", width: 1600 });
  for (const path of [`/media/${id}-0640.webp`, `/media/${id}-0.webp`, `/media/${id}-12345.webp`, `/media/${id}-.webp`])
    expect(parseMediaPath(path)).toBeUndefined();
});
