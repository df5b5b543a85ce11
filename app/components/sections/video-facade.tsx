import { useState, type MouseEvent } from "react";
import { ArtImage } from "~/components/ui/art-image.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import type { Image } from "~/content/schemas.ts";

type VideoFacadeProps = { youtubeId: string; title: string; poster: Image; playLabel: string };

/**
 * Click-to-load video: a local poster and a real play control. Nothing is requested from the
 * video host until the visitor presses play. Without JavaScript the control is a link that
 * opens the video on YouTube.
 */
export function VideoFacade({ youtubeId, title, poster, playLabel }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-2xl"
        src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const play = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <div className="relative overflow-hidden rounded-2xl" data-testid="video-facade">
      <ArtImage image={poster} className="aspect-video object-cover" />
      <a
        href={`https://www.youtube.com/watch?v=${youtubeId}`}
        onClick={play}
        aria-label={playLabel}
        className="absolute inset-0 grid place-items-center bg-brand-ink/25 transition-colors hover:bg-brand-ink/10"
      >
        <span className="grid size-20 place-items-center rounded-full bg-brand-coral text-white shadow-xl ring-4 ring-white/80">
          <Icon name="play" className="ml-1 size-9" />
        </span>
      </a>
    </div>
  );
}
