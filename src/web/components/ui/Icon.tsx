import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

export type { IconNode };

type IconProps = SVGProps<SVGSVGElement> & { node: IconNode };

const labelled = (props: SVGProps<SVGSVGElement>) =>
  Boolean(props['aria-label'] || props['aria-labelledby'] || props.role);

/**
 * One of lucide's icons (`import { Menu } from 'lucide'`), drawn as lucide-react draws it:
 * 24 × 24, a 2 px round stroke in the current colour, hidden from assistive technology unless it
 * is labelled. Without lucide-react's runtime, about 1.5 KiB gzip that every page's first
 * download carried (docs/decisions/0015-icons-from-lucide-data.md).
 */
export function Icon({ node, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled(props) ? undefined : true}
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
