import { Calendar, MessageSquareReply, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ListingDescription } from '@/client/components/listing-description.tsx';
import { PlatformList } from '@/client/components/platform-icons.tsx';
import { Card, CardContent } from '@/client/components/ui/card.tsx';
import { CategoryBadge } from '@/client/components/ui/category-badge.tsx';
import { VisitWebsiteLink } from '@/client/components/visit-website-link.tsx';
import { placesText } from '@/client/features/listings/utils/places-text.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import { WIDE_IMAGE_SIZES } from '@/client/lib/image-sizes.ts';
import { getFullName } from '@/client/lib/user-name.ts';
import { imageSrcSet } from '@/shared/contracts/image-urls.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { ANSWER_BADGE_LINES } from '@/shared/contracts/reputation-rules.ts';
import { countOf } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { AccessInstructions } from './access-instructions.tsx';
import { DemoVideo } from './demo-video.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { PlacesLeft } from './places-left.tsx';

type ListingDetailProps = {
  listing: Listing;
  /** The side column's buttons, which depend on the viewer and come from other features. */
  actions: ReactNode;
  /** A word to the viewer above the listing (its builder reads why it is hidden). */
  notice?: ReactNode;
};

/**
 * One listing. The side column comes second in the page order, after the title, so that on a
 * phone the actions sit near the top instead of after a long description.
 */
export function ListingDetail({ listing, actions, notice }: ListingDetailProps) {
  const builderName = getFullName(listing.builder);

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="grid min-w-0 gap-6 lg:col-span-2">
        {notice}
        <img
          src={listing.imageUrl}
          srcSet={imageSrcSet(listing.imageUrl)}
          sizes={WIDE_IMAGE_SIZES}
          alt={listing.name}
          fetchPriority="high"
          className="aspect-video w-full rounded-xl border bg-muted object-cover"
        />
        <div className="grid gap-3">
          <h1 className="font-bold text-3xl tracking-tight wrap-anywhere">{listing.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={listing.category} />
            {listing.status === 'Closed' && <ListingStatusBadge status="Closed" />}
          </div>
          <PlatformList platforms={listing.platforms} minOsVersions={listing.minOsVersions} />
          {builderName && (
            <p className="text-muted-foreground wrap-anywhere">
              by{' '}
              <Link
                href={clientRoutes.person(listing.builder.id)}
                className="rounded-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {builderName}
              </Link>
            </p>
          )}
          {listing.answerBadge && (
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              <MessageSquareReply className="size-4 shrink-0" aria-hidden="true" />
              {ANSWER_BADGE_LINES[listing.answerBadge]}
            </p>
          )}
        </div>
        <AccessInstructions text={listing.accessInstructions} />
      </div>

      <aside aria-label="Actions" className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
        <Card className="lg:sticky lg:top-24">
          <CardContent className="grid gap-5 pt-6">
            <ul className="grid gap-2 text-muted-foreground text-sm">
              <li className="flex items-center gap-2">
                <Users className="size-4" aria-hidden="true" />
                {countOf(listing.testerCount, 'tester', 'testers')} joined
              </li>
              {placesText(listing) && (
                <li>
                  <PlacesLeft listing={listing} className="gap-2" />
                </li>
              )}
              <li className="flex items-center gap-2">
                <Calendar className="size-4" aria-hidden="true" />
                Posted {formatDate(listing.createdAt)}
              </li>
            </ul>
            {listing.link && <VisitWebsiteLink href={listing.link} />}
            {actions}
          </CardContent>
        </Card>
      </aside>

      <ListingDescription
        video={
          listing.youtubeUrl && (
            <DemoVideo url={listing.youtubeUrl} title={`${listing.name} demo video`} />
          )
        }
        longDescription={listing.longDescription}
        notes={listing.notes}
        notesHeading="Test Instructions"
      />
    </div>
  );
}
