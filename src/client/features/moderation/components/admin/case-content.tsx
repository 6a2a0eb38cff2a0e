import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/client/components/ui/badge.tsx';
import type { CaseDetail } from '@/shared/contracts/moderation.ts';

const STATE_LABELS: Record<CaseDetail['content']['state'], string> = {
  visible: 'Visible',
  hidden: 'Hidden',
  removed: 'Removed',
  suspended: 'Suspended',
  gone: 'Gone',
};

/**
 * The thing as its owner wrote it. Nothing here is rendered as markup or followed: the words keep
 * their line breaks, and the links are plain text, since a report may be about a phishing link.
 */
export function CaseContent({ content }: { content: CaseDetail['content'] }) {
  return (
    <section aria-labelledby="case-content" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="case-content" className="font-semibold text-lg">
          As its owner wrote it
        </h2>
        <Badge variant="outline">{STATE_LABELS[content.state]}</Badge>
      </div>
      <div className="grid min-w-0 gap-2 rounded-lg border bg-muted/30 p-4 [overflow-wrap:anywhere]">
        {content.title && <p className="font-semibold">{content.title}</p>}
        {content.body ? (
          <p className="whitespace-pre-wrap">{content.body}</p>
        ) : (
          <p className="text-muted-foreground">No words to show.</p>
        )}
        {content.links.length > 0 && (
          <div className="grid gap-1">
            <p className="text-muted-foreground text-sm">Links</p>
            <ul aria-label="Links" className="grid gap-1 font-mono text-sm">
              {content.links.map((link) => (
                <li key={link}>{link}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {content.path && (
        <Link
          href={content.path}
          className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Open
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </Link>
      )}
    </section>
  );
}
