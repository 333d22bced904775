import ReactMarkdown, { type Components } from 'react-markdown';
import { markdownClassName } from './markdown-class-name';

/**
 * Headings inside course content start one level below the section heading (h2), so the page's
 * outline stays in order: '#' and '##' become h3, '###' h4, deeper ones h5.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  h5: ({ node: _node, ...props }) => <h5 {...props} />,
  h6: ({ node: _node, ...props }) => <h5 {...props} />,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" />,
};

/**
 * Course content written in markdown. Raw HTML is never rendered; links open in a new tab.
 * `noImages` drops pictures, for text students write: a picture from another server would tell
 * that server who reads the page.
 */
export function Markdown({
  children,
  className,
  noImages = false,
}: {
  children: string;
  className?: string;
  noImages?: boolean;
}) {
  return (
    <div className={markdownClassName(className)}>
      <ReactMarkdown
        components={components}
        skipHtml
        {...(noImages ? { disallowedElements: ['img'] } : {})}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
