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
  uses: [
    { label: "Latest projects › Nirog Medical Supplies", href: "/staff/content/projects/nirog-medical", draft: false },
  ],
};

test("each uploaded image shows its thumbnail, sizes, uploader, where it is used and the address to copy, labelled", () => {
  render(<ImageList images={[image]} highlighted={id} search="" />);
  const address = screen.getByLabelText("Address");
  expect(address).toHaveProperty("value", image.src);
  expect(address).toHaveProperty("readOnly", true);
  expect(document.querySelector(`#image-${id} img`)?.getAttribute("src")).toBe(image.src);
  expect(document.body.textContent).toContain("1600 × 1200 px · WebP 146 KB · AVIF 88 KB");
  expect(document.body.textContent).toContain("by nadia@example.com, 1 Apr 2026, 12:00 (Dhaka)");
  expect(screen.getByRole("link", { name: "Latest projects › Nirog Medical Supplies" }).getAttribute("href")).toBe(
    "/staff/content/projects/nirog-medical",
  );
  // Still used: no Delete.
  expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
});

test("an image no record shows can be deleted", () => {
  render(<ImageList images={[{ ...image, uses: [] }]} highlighted={null} search="" />);
  expect(screen.getByText("Not used by any record.")).toBeTruthy();
  const form = screen.getByRole("button", { name: "Delete IMG_2043.jpg" }).closest("form")!;
  expect(Object.fromEntries(new FormData(form))).toEqual({ $intent: "delete", id });
});

test("an empty list says so", () => {
  render(<ImageList images={[]} highlighted={null} search="" />);
  expect(screen.getByText("No images uploaded yet.")).toBeTruthy();
});
