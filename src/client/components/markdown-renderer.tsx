import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { isHttpUrl } from '@/shared/http-url.ts';

/**
 * Only addresses that leave for the web (or a mail program) are kept: a relative one would act on
 * this site with the reader's session (`/api/logout`), and other schemes run code.
 */
function keepWebAddress(url: string): string | undefined {
  return isHttpUrl(url) || url.startsWith('mailto:') ? url : undefined;
}

const linkClass = 'font-medium text-primary underline underline-offset-4';

function Link({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="nofollow ugc noopener" className={linkClass}>
      {children}
    </a>
  );
}

/**
 * The section already has its heading (h2): the builder's headings come under it, and at sizes
 * that fit a card rather than a page.
 */
const components: Components = {
  h1: ({ children }) => <h3 className="font-semibold text-lg">{children}</h3>,
  h2: ({ children }) => <h3 className="font-semibold text-lg">{children}</h3>,
  h3: ({ children }) => <h4 className="font-semibold text-base">{children}</h4>,
  h4: ({ children }) => <h5 className="font-semibold text-sm">{children}</h5>,
  h5: ({ children }) => <h6 className="font-semibold text-sm">{children}</h6>,
  h6: ({ children }) => <h6 className="font-semibold text-sm">{children}</h6>,
  a: Link,
  // An image would load from anywhere (a tracking pixel) at any size: it stays a link to open.
  img: ({ src, alt }) => (
    <Link href={typeof src === 'string' ? src : undefined}>{alt || src || 'Image'}</Link>
  ),
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="border-l-4 pl-4 text-muted-foreground">{children}</blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="overflow-x-auto whitespace-pre-wrap rounded-lg bg-muted p-3 [&>code]:p-0">
      {children}
    </pre>
  ),
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2">
        {children}
      </table>
    </div>
  ),
  hr: () => <hr className="border-border" />,
};

const remarkPlugins = [remarkGfm, remarkBreaks];

/**
 * What a builder wrote, as Markdown: lists, emphasis, links and headings, but never HTML (raw HTML
 * shows as the text it is, as no rehype-raw runs). One line break stays a line break, as in the
 * plain text written before Markdown was read.
 */
export function MarkdownRenderer({ text }: { text: string }) {
  return (
    <div className="grid min-w-0 gap-3 leading-relaxed [overflow-wrap:anywhere]">
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        components={components}
        urlTransform={keepWebAddress}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
