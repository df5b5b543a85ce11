import { ArtImage } from "~/components/ui/art-image.tsx";
import type { Image } from "~/content/schemas.ts";
import { Island } from "~/islands/island.tsx";
import { VideoFacade } from "./video-facade.tsx";

type OfficeVideoProps = {
  /** The configured video; without one the poster stands alone. */
  youtubeId: string | undefined;
  title: string;
  poster: Image;
  playLabel: string;
  /** Says where the video plays from; shown only when there is a video. */
  providerNote: string;
};

/**
 * The company block's office picture. With a video configured it is the click-to-load facade (an
 * island); without one it is the poster as a plain image: no play control, no link to YouTube and
 * no note about a video host, so nothing pretends to be playable.
 */
export function OfficeVideo({ youtubeId, title, poster, playLabel, providerNote }: OfficeVideoProps) {
  if (!youtubeId) {
    return (
      <div className="mt-4 overflow-hidden rounded-2xl" data-testid="office-poster">
        <ArtImage image={poster} className="aspect-video object-cover" />
      </div>
    );
  }
  return (
    <>
      <div className="mt-4">
        <Island name="video-facade" component={VideoFacade} props={{ youtubeId, title, poster, playLabel }} />
      </div>
      <p className="mt-2 text-sm text-ink-soft">{providerNote}</p>
    </>
  );
}
