import { useEffect, useState } from 'react';

/** How often the watermark moves: often enough that no corner of a recording stays clean. */
const MOVE_EVERY_MS = 6_000;

/** A spot of the frame (percentages of its size) that keeps the text inside it. */
const randomSpot = () => ({ top: 6 + Math.random() * 76, left: 4 + Math.random() * 56 });

/**
 * Who is watching, written over the video and moved every few seconds: a recording of the
 * screen carries the name of the account it came from. It stays in fullscreen because the
 * frame, not the video, goes fullscreen.
 */
export function VideoWatermark({ text }: { text: string }) {
  // Drawn only in the browser, once the lesson is open: no server render to match.
  const [spot, setSpot] = useState(randomSpot);
  useEffect(() => {
    const timer = window.setInterval(() => setSpot(randomSpot()), MOVE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div
      data-testid="video-watermark"
      aria-hidden="true"
      className="pointer-events-none absolute z-10 rounded bg-black/20 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white/60 transition-[top,left] duration-1000 select-none sm:text-sm"
      style={{ top: `${spot.top}%`, left: `${spot.left}%` }}
    >
      {text}
    </div>
  );
}
