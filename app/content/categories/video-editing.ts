import type { ServiceCategory } from "../schemas.ts";
import { agencyUrl } from "../site-config.ts";

export const videoEditing = {
  slug: "video-editing",
  name: "Video Editing",
  heading: "Video Editing",
  subtitle:
    "Send us your raw footage or your idea and we return finished videos for your website, adverts and social channels, cut, coloured, subtitled and sized for every platform.",
  metaDescription:
    "Promotional and corporate video editing, Reels and TikTok edits, motion graphics and explainer animation, with subtitles in English, Bangla or Arabic.",
  summary:
    "Promotional and corporate videos, short edits for Reels, TikTok and YouTube Shorts, and motion graphics, with colour grading, music and subtitles included.",
  image: {
    src: "/art/services/video-editing.svg",
    alt: "Illustration of a video editing timeline with clips, audio waves and a preview monitor",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/video-editing"),
  cards: [
    {
      id: "ve-promotional-videos",
      title: "Promotional & Corporate Videos",
      description:
        "Company profiles, product launches, event highlights and testimonial videos edited from your footage, with licensed music, colour correction, clean audio and titles in your brand style.",
      image: {
        src: "/art/cards/video-editing/ve-promotional-videos.svg",
        alt: "Illustration of a film clapperboard beside a widescreen video frame of an office",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/promotional-videos"),
      kind: "service",
    },
    {
      id: "ve-short-form-edits",
      title: "Reels, Shorts & TikTok Editing",
      description:
        "Vertical videos with a strong opening, captions that burn in for silent viewing, and pacing suited to each platform. Long recordings can be cut into a month of short clips in one batch.",
      image: {
        src: "/art/cards/video-editing/ve-short-form-edits.svg",
        alt: "Illustration of three vertical phone screens each playing a short captioned clip",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/promotional-videos"),
      kind: "service",
    },
    {
      id: "ve-motion-graphics",
      title: "Motion Graphics & Explainer Videos",
      description:
        "Animated explainers, logo reveals, lower thirds and animated infographics that make a service or app easy to understand in under two minutes, with voice-over in English, Bangla or Arabic.",
      image: {
        src: "/art/cards/video-editing/ve-motion-graphics.svg",
        alt: "Illustration of animated shapes and icons moving along a motion path",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/motion-graphics"),
      kind: "service",
    },
    {
      id: "ve-video-projects",
      title: "Video Projects",
      description:
        "Watch a selection of the promotional films, social edits and animated explainers we have produced for businesses in Bangladesh, the UAE and beyond.",
      image: {
        src: "/art/cards/video-editing/ve-video-projects.svg",
        alt: "Illustration of a wall of video thumbnails with play buttons",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/video-editing"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
