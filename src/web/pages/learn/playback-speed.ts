/** The speeds a lesson plays at. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

const STORAGE_KEY = 'player.speed';

/** The speed the student chose last on this browser; 1 when none (or storage is refused). */
export function storedSpeed(): number {
  try {
    const speed = Number(window.localStorage.getItem(STORAGE_KEY));
    return (PLAYBACK_SPEEDS as readonly number[]).includes(speed) ? speed : 1;
  } catch {
    return 1;
  }
}

export function storeSpeed(speed: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(speed));
  } catch {
    // Private browsing may refuse storage: the speed then lasts for this lesson only.
  }
}

/** '1,25×': the speed as a Spanish label. */
export const speedLabel = (speed: number) => `${String(speed).replace('.', ',')}×`;
