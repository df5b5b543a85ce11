// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { ArtImage } from "./art-image.tsx";

test("SVG art is a plain lazy image with its intrinsic size", () => {
  const { container } = render(
    <ArtImage image={{ src: "/art/hero/brand.svg", alt: "Team at work", width: 1200, height: 675 }} />,
  );
  const img = container.querySelector("img");
  expect(container.querySelector("picture")).toBeNull();
  expect(img?.getAttribute("loading")).toBe("lazy");
  expect(img?.getAttribute("width")).toBe("1200");
  expect(img?.getAttribute("height")).toBe("675");
});

test("a photo gets AVIF and WebP sources with srcset and sizes, and the LCP one loads eagerly with high priority", () => {
  const { container } = render(
    <ArtImage
      image={{ src: "/images/team/ayesha.jpg", alt: "Ayesha", width: 800, height: 800 }}
      sizes="50vw"
      priority
    />,
  );
  const sources = container.querySelectorAll("picture > source");
  expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(sources[0]?.getAttribute("srcset")).toBe(
    "/images/team/ayesha-320.avif 320w, /images/team/ayesha-640.avif 640w, /images/team/ayesha-800.avif 800w",
  );
  expect(sources[1]?.getAttribute("sizes")).toBe("50vw");
  const img = container.querySelector("picture > img");
  expect(img?.getAttribute("src")).toBe("/images/team/ayesha.jpg");
  expect(img?.getAttribute("loading")).toBe("eager");
  expect(img?.getAttribute("fetchpriority")).toBe("high");
});

test("an uploaded image gets the photos' AVIF and WebP srcsets at its widths, its record's WebP as the fallback", () => {
  const id = "0123456789abcdef".repeat(2);
  const src = `/media/${id}.webp`;
  const { container } = render(
    <ArtImage image={{ src, alt: "Rahim", width: 1600, height: 1067 }} sizes="(min-width: 768px) 33vw, 100vw" />,
  );
  const sources = container.querySelectorAll("picture > source");
  const widths = [320, 640, 960, 1280, 1600];
  expect([...sources].map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")])).toEqual(
    (["avif", "webp"] as const).map((format) => [
      `image/${format}`,
      widths.map((w) => `/media/${id}-${w}.${format} ${w}w`).join(", "),
      "(min-width: 768px) 33vw, 100vw",
    ]),
  );
  const img = container.querySelector("picture > img");
  expect(img?.getAttribute("src")).toBe(src);
  expect(img?.getAttribute("width")).toBe("1600");
  expect(img?.getAttribute("height")).toBe("1067");
});
