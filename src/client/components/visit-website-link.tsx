import { ExternalLink } from 'lucide-react';
import { cn } from '@/client/lib/utils.ts';
import { linkDomain, OUTBOUND_LINK_REL } from '@/shared/outbound-links.ts';

/**
 * A listing's or a person's own site, in a new tab, with the domain it leads to beside the words.
 * Links are http(s) only: the server refuses anything else.
 */
export function VisitWebsiteLink({ href, className }: { href: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel={OUTBOUND_LINK_REL}
      className={cn(
        'inline-flex min-w-0 flex-wrap items-center gap-x-2 rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      Visit website
      <span className="font-normal text-muted-foreground wrap-anywhere">({linkDomain(href)})</span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
