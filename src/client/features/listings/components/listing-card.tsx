import { MessageSquareReply, Users, Video } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { PlatformList } from '@/client/components/platform-icons.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { CategoryBadge } from '@/client/components/ui/category-badge.tsx';
import { CARD_IMAGE_SIZES } from '@/client/lib/image-sizes.ts';
import { cardImageUrl, imageSrcSet } from '@/shared/contracts/image-urls.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { ANSWER_BADGE_LABELS, ANSWER_BADGE_LINES } from '@/shared/contracts/reputation-rules.ts';
import { countOf } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { PlacesLeft } from './places-left.tsx';

type ListingCardProps = {
  listing: Listing;
  /**
   * The Save toggle, which belongs to the saved feature; the screen composes it in. It receives
   * the id of the listing's name so that it can say which listing it saves.
   */
  renderSaveControl: (nameId: string) => ReactNode;
  /** In the first row: its image is what the screen paints first, so it is fetched at once. */
  priority?: boolean;
};

/**
 * A Browse card. The whole card opens the listing: the name's link is stretched over it (one
 * link, so no control sits inside another), and the buttons are lifted above that link.
 */
export function ListingCard({ listing, renderSaveControl, priority = false }: ListingCardProps) {
  const nameId = useId();
  const href = clientRoutes.listing(listing.id);

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-video bg-muted">
        <img
          src={cardImageUrl(listing.imageUrl)}
          srcSet={imageSrcSet(listing.imageUrl)}
          sizes={CARD_IMAGE_SIZES}
          alt={listing.name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="size-full object-cover"
        />
        {listing.youtubeUrl && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-black/75 px-2 py-0.5 font-semibold text-white text-xs">
            <Video className="size-3.5" aria-hidden="true" />
            Video
          </span>
        )}
        {/* On the image, so a card with the badge is no taller than its neighbours without. */}
        {listing.answerBadge && (
          <span
            title={ANSWER_BADGE_LINES[listing.answerBadge]}
            className="absolute top-3 right-3 inline-flex max-w-[calc(100%-6.5rem)] items-center gap-1 rounded-full bg-emerald-800/90 px-2 py-0.5 font-semibold text-white text-xs"
          >
            <MessageSquareReply className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{ANSWER_BADGE_LABELS[listing.answerBadge]}</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2
            id={nameId}
            className="font-semibold text-lg leading-tight tracking-tight wrap-anywhere"
          >
            <Link
              href={href}
              className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset"
            >
              {listing.name}
            </Link>
          </h2>
          <CategoryBadge category={listing.category} className="shrink-0" />
        </div>
        <p className="line-clamp-3 text-muted-foreground text-sm wrap-anywhere">
          {listing.shortDescription}
        </p>
        <PlatformList
          platforms={listing.platforms}
          minOsVersions={listing.minOsVersions}
          compact
          className="mt-auto pt-1"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pb-5">
        <div className="grid gap-1 text-muted-foreground text-sm">
          <span className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            {countOf(listing.testerCount, 'tester', 'testers')}
          </span>
          <PlacesLeft listing={listing} />
        </div>
        <div className="relative z-10 flex gap-2">
          {renderSaveControl(nameId)}
          <Button asChild size="sm">
            <Link href={href}>
              View <span className="sr-only">{listing.name}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
