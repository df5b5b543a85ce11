// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { OfficeVideo } from "./office-video.tsx";

const poster = { src: "/art/office-video-poster.svg", alt: "The office at golden hour", width: 1280, height: 720 };
const props = {
  title: "A walk through our Banani office",
  poster,
  playLabel: "Play video: A walk through our Banani office",
  providerNote: "Plays from YouTube; nothing loads from YouTube until you press play.",
};

describe("the office video", () => {
  test("without a configured video it shows the poster alone: no play control, no link, no frame, no video host note", () => {
    const { container } = render(<OfficeVideo youtubeId={undefined} {...props} />);
    expect(screen.getByRole("img", { name: poster.alt })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("iframe, [data-island], [href*='youtube']")).toBeNull();
    expect(container.textContent).not.toMatch(/YouTube|play/i);
  });

  test("with a configured video it offers a play link to YouTube that loads the privacy-enhanced frame when pressed", () => {
    const { container } = render(<OfficeVideo youtubeId="abcdefghijk" {...props} />);
    expect(container.querySelector('[data-island="video-facade"]')).not.toBeNull();
    expect(screen.getByText(props.providerNote)).toBeTruthy();
    const play = screen.getByRole("link", { name: props.playLabel });
    expect(play.getAttribute("href")).toBe("https://www.youtube.com/watch?v=abcdefghijk");
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(play);
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0");
    expect(frame?.getAttribute("title")).toBe(props.title);
  });
});
