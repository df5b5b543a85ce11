import { agencyUrl } from "../site-config.ts";
import { cardsOf, type CardId, type CategoryStrings, type CategoryStructure } from "./cards.ts";

const card = cardsOf("video-editing");

/** Video Editing: its image, its page on the agency's site and its 4 cards in order. */
export const videoEditingStructure = {
  slug: "video-editing",
  image: { src: "/art/services/video-editing.svg", width: 640, height: 420 },
  externalHref: agencyUrl("/services/video-editing"),
  cards: [
    card("ve-promotional-videos", "/services/promotional-videos"),
    card("ve-short-form-edits", "/services/promotional-videos"),
    card("ve-motion-graphics", "/services/motion-graphics"),
    card("ve-video-projects", "/projects/video-editing", "projects"),
  ],
} as const satisfies CategoryStructure;

export const videoEditingStrings = {
  name: "Video Editing",
  heading: "Video Editing",
  subtitle:
    "Send us your raw footage or your idea and we return finished videos for your website, adverts and social channels, cut, coloured, subtitled and sized for every platform.",
  metaDescription:
    "Promotional and corporate video editing, Reels and TikTok edits, motion graphics and explainer animation, with subtitles in English, Bangla or Arabic.",
  summary:
    "Promotional and corporate videos, short edits for Reels, TikTok and YouTube Shorts, and motion graphics, with colour grading, music and subtitles included.",
  image: { alt: "Illustration of a video editing timeline with clips, audio waves and a preview monitor" },
  cards: {
    "ve-promotional-videos": {
      title: "Promotional & Corporate Videos",
      description:
        "Company profiles, product launches, event highlights and testimonial videos edited from your footage, with licensed music, colour correction, clean audio and titles in your brand style.",
      image: { alt: "Illustration of a film clapperboard beside a widescreen video frame of an office" },
    },
    "ve-short-form-edits": {
      title: "Reels, Shorts & TikTok Editing",
      description:
        "Vertical videos with a strong opening, captions that burn in for silent viewing, and pacing suited to each platform. Long recordings can be cut into a month of short clips in one batch.",
      image: { alt: "Illustration of three vertical phone screens each playing a short captioned clip" },
    },
    "ve-motion-graphics": {
      title: "Motion Graphics & Explainer Videos",
      description:
        "Animated explainers, logo reveals, lower thirds and animated infographics that make a service or app easy to understand in under two minutes, with voice-over in English, Bangla or Arabic.",
      image: { alt: "Illustration of animated shapes and icons moving along a motion path" },
    },
    "ve-video-projects": {
      title: "Video Projects",
      description:
        "Watch a selection of the promotional films, social edits and animated explainers we have produced for businesses in Bangladesh, the UAE and beyond.",
      image: { alt: "Illustration of a wall of video thumbnails with play buttons" },
    },
  },
} satisfies CategoryStrings<CardId<typeof videoEditingStructure>>;
