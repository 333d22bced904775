import { Search } from 'lucide';
import { useEffect, useEffectEvent, type ComponentProps } from 'react';
import { useLocalCopy } from '../../lib/use-local-copy';
import { TextField } from './FormField';
import { Icon } from './Icon';

type SearchFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'value' | 'onChange'> & {
  /** The search in effect (from the address, say); typing does not change it at once. */
  value: string;
  /** Called with the text once typing pauses for `delay` ms. */
  onSearch: (text: string) => void;
  delay?: number;
};

/**
 * A labelled search box with a magnifier that reports the text once typing pauses, so a list
 * fetched from the server is not asked again on every key. The icon sits over the input's left
 * end: below the 1.625rem label row, centred in the 2.625rem input.
 */
export function SearchField({ value, onSearch, delay = 300, ...rest }: SearchFieldProps) {
  // The search changed from outside (back button, a link): the box shows it.
  const [text, setText] = useLocalCopy(value);

  const report = useEffectEvent(onSearch);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => report(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return (
    <div className="relative">
      <TextField
        type="search"
        autoComplete="off"
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...rest}
      />
      <Icon
        node={Search}
        className="pointer-events-none absolute top-[2.4375rem] left-3 size-4 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
