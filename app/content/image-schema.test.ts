import { expect, test } from "vitest";
import { imageSchema } from "./schemas.ts";

const image = (src: string) =>
  imageSchema.safeParse({ src, alt: "Ayesha at her desk", width: 800, height: 600 }).success;

test("an image is a file of the site or an uploaded image's WebP address, nothing else", () => {
  expect(image("/images/team/ayesha.jpg")).toBe(true);
  expect(image("/art/hero/brand.svg")).toBe(true);
  expect(image(`/media/${"0123456789abcdef".repeat(2)}.webp`)).toBe(true);
  // The AVIF twin is offered by the page itself; a record names the WebP.
  expect(image(`/media/${"0123456789abcdef".repeat(2)}.avif`)).toBe(false);
  expect(image("/media/not-a-hash.webp")).toBe(false);
  expect(image(`/media/${"0123456789ABCDEF".repeat(2)}.webp`)).toBe(false);
  expect(image("https://example.com/photo.webp")).toBe(false);
  expect(image(`/media/${"0123456789abcdef".repeat(2)}.webp?x=1`)).toBe(false);
});
