import { ExternalLink, MessageSquareReply } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card.tsx';
import { getFullName } from '@/client/lib/user-name.ts';
import { ANSWER_BADGE_LINES } from '@/shared/contracts/reputation-rules.ts';
import type { PublicListing } from '@/shared/contracts/sharing.ts';
import { linkDomain, OUTBOUND_LINK_REL } from '@/shared/outbound-links.ts';

/** "example.com" for "https://www.example.com/about": shorter to read than the whole URL. */
type BuilderCardProps = Pick<PublicListing, 'builder' | 'answerBadge'>;

/**
 * Who builds the listing and how soon they usually answer reports; websites are http(s) only,
 * the server refuses anything else.
 */
export function BuilderCard({ builder, answerBadge }: BuilderCardProps) {
  const name = getFullName(builder);
  if (!name && !builder.businessName && !builder.website && !answerBadge) return null;

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-base">
          About the builder
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        {name && <p className="font-medium wrap-anywhere">{name}</p>}
        {answerBadge && (
          <p className="flex items-center gap-2 text-muted-foreground">
            <MessageSquareReply className="size-4 shrink-0" aria-hidden="true" />
            {ANSWER_BADGE_LINES[answerBadge]}
          </p>
        )}
        {builder.businessName && (
          <p className="text-muted-foreground wrap-anywhere">{builder.businessName}</p>
        )}
        {builder.website && (
          <a
            href={builder.website}
            target="_blank"
            rel={OUTBOUND_LINK_REL}
            className="mt-1 inline-flex items-center gap-2 justify-self-start rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {linkDomain(builder.website)}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </CardContent>
    </Card>
  );
}
