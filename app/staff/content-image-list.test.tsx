// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { ImageList } from "./content-image-list.tsx";

const id = "0123456789abcdef".repeat(2);
const image = {
  id,
  src: `/media/${id}.webp`,
  width: 1600,
  height: 1200,
  originalName: "IMG_2043.jpg",
  originalBytes: 3_400_000,
  avifBytes: 90_000,
  webpBytes: 150_000,
  uploadedBy: "nadia@example.com",
  uploadedAt: "2026-04-01T06:00:00.000Z",
};

test("each uploaded image shows its thumbnail, sizes, uploader and the address to copy, labelled", () => {
  render(<ImageList images={[image]} highlighted={id} />);
  const address = screen.getByLabelText("Address for the record’s image (src)");
  expect(address).toHaveProperty("value", image.src);
  expect(address).toHaveProperty("readOnly", true);
  expect(document.querySelector(`#image-${id} img`)?.getAttribute("src")).toBe(image.src);
  expect(document.body.textContent).toContain("1600 × 1200 px · WebP 146 KB · AVIF 88 KB");
  expect(document.body.textContent).toContain("by nadia@example.com, 1 Apr 2026, 12:00 (Dhaka)");
});

test("an empty list says so", () => {
  render(<ImageList images={[]} highlighted={null} />);
  expect(screen.getByText("No images uploaded yet.")).toBeTruthy();
});
