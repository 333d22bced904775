/** A plain YouTube embed (trailers): privacy-enhanced host, paused, no related videos. */
export function YouTubeEmbed({ id, title }: { id: string; title: string }) {
  const src = `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1&autoplay=0`;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black shadow-lg">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        className="size-full"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
