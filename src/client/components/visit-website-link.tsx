import { ExternalLink } from 'lucide-react';
import { cn } from '@/client/lib/utils.ts';

/** A listing's own site, in a new tab. Links are http(s) only: the server refuses anything else. */
export function VisitWebsiteLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-2 rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      Visit website
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
