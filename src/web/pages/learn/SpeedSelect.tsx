import { useState, useSyncExternalStore } from 'react';
import { ToolbarSelect } from '../../components/video/ToolbarSelect';
import { useHydrated } from '../../lib/use-hydrated';
import { PLAYBACK_SPEEDS, speedLabel, storedSpeed, storeSpeed } from './playback-speed';

const onStorage = (notify: () => void) => {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
};

/**
 * 'Velocidad': the playback speed, remembered on this browser for every lesson. The server renders
 * 1× (it cannot know), disabled until the browser has taken the page over and shows the
 * remembered one: a choice made before then would be lost.
 */
export function SpeedSelect({ onChange }: { onChange: (speed: number) => void }) {
  const stored = useSyncExternalStore(onStorage, storedSpeed, () => 1);
  const [chosen, setSpeed] = useState<number | null>(null);
  const speed = chosen ?? stored;
  const hydrated = useHydrated();
  return (
    <ToolbarSelect
      label="Velocidad"
      value={speed}
      disabled={!hydrated}
      options={PLAYBACK_SPEEDS.map((option) => ({ value: option, label: speedLabel(option) }))}
      onChange={(chosen) => {
        setSpeed(chosen);
        storeSpeed(chosen);
        onChange(chosen);
      }}
    />
  );
}
