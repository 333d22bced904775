import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useSyncExternalStore } from 'react';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

const EVENTS = ['select', 'reInit', 'autoplay:play', 'autoplay:stop'] as const;

/** Selected snap, number of snaps and autoplay state of an Embla carousel, kept in sync. */
export function useCarouselState(api: EmblaApi | undefined) {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => {};
      for (const event of EVENTS) api.on(event, notify);
      return () => {
        for (const event of EVENTS) api.off(event, notify);
      };
    },
    [api],
  );
  // The third argument is what the server renders (no carousel there yet) and hydration expects.
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const snapCount = useSyncExternalStore(
    subscribe,
    () => api?.scrollSnapList().length ?? 0,
    () => 0,
  );
  const playing = useSyncExternalStore(
    subscribe,
    () => api?.plugins().autoplay?.isPlaying() ?? false,
    () => false,
  );
  return { selected, snapCount, playing };
}
