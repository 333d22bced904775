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

/** Whether `href` leads to a page of the site at `siteOrigin` (relative addresses do). */
function withinSite(href: string | undefined, siteOrigin: string): boolean {
  if (!href) return false;
  try {
    const url = new URL(href, siteOrigin);
    return url.origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * Links of text that students write: those to the site stay links; any other address is shown
 * as plain text after its label, so a classmate's 'Descargá el material acá' cannot lead to a
 * look-alike login page elsewhere with a click.
 */
const siteLinksOnly = (siteOrigin: string): Components => ({
  ...components,
  a: ({ node: _node, href, children, ...props }) => {
    if (withinSite(href, siteOrigin)) return <a {...props} href={href} />;
    if (!href || children === href) return <span>{children}</span>;
    return (
      <span>
        {children} ({href})
      </span>
    );
  },
});

/**
 * Course content written in markdown. Raw HTML is never rendered; links open in a new tab.
 * `noImages` drops pictures, for text students write: a picture from another server would tell
 * that server who reads the page. `siteOrigin` (also for what students write) keeps only the
 * links to that site clickable.
 */
export function Markdown({
  children,
  className,
  noImages = false,
  siteOrigin,
}: {
  children: string;
  className?: string;
  noImages?: boolean;
  siteOrigin?: string;
}) {
  return (
    <div className={markdownClassName(className)}>
      <ReactMarkdown
        components={siteOrigin ? siteLinksOnly(siteOrigin) : components}
        skipHtml
        {...(noImages ? { disallowedElements: ['img'] } : {})}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
