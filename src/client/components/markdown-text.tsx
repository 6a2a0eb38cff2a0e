import { Suspense } from 'react';
import { lazyScreen } from '@/client/app/lazy-screen.ts';

// The Markdown parser is larger than the page around it: it comes as its own file, asked for as
// soon as a page that shows a listing's text loads, so it is usually in by the time the text is.
const MarkdownRenderer = lazyScreen(() => import('./markdown-renderer.tsx'), 'MarkdownRenderer');
void MarkdownRenderer.preload().catch(() => undefined);

/** A builder's Markdown; the plain text stands in for the moment the renderer is on its way. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <p className="whitespace-pre-line leading-relaxed [overflow-wrap:anywhere]">{text}</p>
      }
    >
      <MarkdownRenderer text={text} />
    </Suspense>
  );
}
