import type { ReactNode } from 'react';

/** A message in the video's place: no video yet, or one that could not be played. */
export function VideoNotice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-brand-900 p-6 text-center text-brand-50">
      {icon}
      {children}
    </div>
  );
}
