import { ToolbarSelect } from './ToolbarSelect';

/** A quality the stream offers, by its index in the player and its frame height. */
export type QualityLevel = { index: number; height: number };

/** The automatic choice: the player picks by the connection. */
export const AUTO_QUALITY = -1;

/** 'Calidad': 'Automática' or one of the stream's qualities, tallest first. */
export function QualitySelect({
  levels,
  value,
  onChange,
}: {
  levels: QualityLevel[];
  value: number;
  onChange: (level: number) => void;
}) {
  const qualities = [...levels]
    .sort((a, b) => b.height - a.height)
    .map((level) => ({ value: level.index, label: `${level.height}p` }));
  return (
    <ToolbarSelect
      label="Calidad"
      value={value}
      options={[{ value: AUTO_QUALITY, label: 'Automática' }, ...qualities]}
      onChange={onChange}
    />
  );
}
