import { parseYouTubeId, youTubeEmbedUrl } from '@/shared/youtube.ts';

/** A 16:9 player for the spec's watch, youtu.be and embed links; anything else says so. */
export function DemoVideo({ url, title }: { url: string; title: string }) {
  const videoId = parseYouTubeId(url);
  if (!videoId) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
        Invalid YouTube URL
      </p>
    );
  }
  return (
    <div className="aspect-video overflow-hidden rounded-xl border bg-black">
      <iframe
        src={youTubeEmbedUrl(videoId)}
        title={title}
        className="size-full"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
      />
    </div>
  );
}
