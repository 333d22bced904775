import { createElement } from 'react';
import { link, paragraph } from './blocks';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]])/g;

/** A line with its web addresses as links. */
function withLinks(line: string) {
  return line
    .split(URL_PATTERN)
    .map((part, index) => (index % 2 === 1 ? link(part) : part))
    .filter((part) => part !== '');
}

/**
 * A mail written only as text (a notice to the firm's own inbox), as the HTML body: a paragraph
 * per blank-line-separated block, its lines kept, its addresses linked.
 */
export function textBody(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      paragraph(
        ...block
          .split('\n')
          .flatMap((line, at) => [...(at > 0 ? [createElement('br')] : []), ...withLinks(line)]),
      ),
    );
}
