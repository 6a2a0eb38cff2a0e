import { ArrowRight, Clock, ExternalLink, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ListingDescription, ListingSection } from '@/client/components/listing-description.tsx';
import { PlatformList } from '@/client/components/platform-icons.tsx';
import { SignInButton } from '@/client/components/sign-in-button.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { Card, CardContent } from '@/client/components/ui/card.tsx';
import { CategoryBadge } from '@/client/components/ui/category-badge.tsx';
import { formatDate, formatTimeAgo } from '@/client/lib/format-date.ts';
import { WIDE_IMAGE_SIZES } from '@/client/lib/image-sizes.ts';
import { imageSrcSet } from '@/shared/contracts/image-urls.ts';
import type { PublicListing } from '@/shared/contracts/sharing.ts';
import { linkDomain, OUTBOUND_LINK_REL } from '@/shared/outbound-links.ts';
import { countOf, plural } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { BuilderCard } from './builder-card.tsx';

type PublicListingViewProps = {
  listing: PublicListing;
  /** Signed-in visitors are sent to the listing itself instead of being asked to join. */
  signedIn: boolean;
  /** The "Open" or "Closed" badge, from the listings feature. */
  statusBadge: ReactNode;
  /** The embedded player, or nothing when the listing has no video link that parses. */
  video: ReactNode;
};

/** The spec's "{n} testers have already joined!"; with no one yet, an invitation to be first. */
export function testerCountText(count: number): string {
  if (count === 0) return 'Be the first to test it';
  return `${countOf(count, 'tester', 'testers')} ${plural(count, 'has', 'have')} already joined!`;
}

/**
 * The page a shared link opens: the whole listing, then an invitation to sign up. Signing up
 * from here comes back to the listing's own page, where the visitor can join the beta.
 */
export function PublicListingView({
  listing,
  signedIn,
  statusBadge,
  video,
}: PublicListingViewProps) {
  const listingPath = clientRoutes.listing(listing.id);
  const callToAction = (label: string, size: 'default' | 'lg', className: string) =>
    signedIn ? (
      <Button asChild size={size} className={className}>
        <Link href={listingPath}>
          View listing
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    ) : (
      <SignInButton returnTo={listingPath} signUp size={size} className={className}>
        {label}
        <ArrowRight aria-hidden="true" />
      </SignInButton>
    );

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={listing.category} />
            {statusBadge}
          </div>
          <h1 className="font-bold text-3xl tracking-tight wrap-anywhere sm:text-4xl">
            {listing.name}
          </h1>
          <p className="text-lg text-muted-foreground wrap-anywhere">{listing.shortDescription}</p>
          <PlatformList platforms={listing.platforms} minOsVersions={listing.minOsVersions} />
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Clock className="size-4" aria-hidden="true" />
            <span>
              Posted{' '}
              <time dateTime={listing.createdAt} title={formatDate(listing.createdAt)}>
                {formatTimeAgo(listing.createdAt)}
              </time>
            </span>
          </p>
        </header>
        <img
          src={listing.imageUrl}
          srcSet={imageSrcSet(listing.imageUrl)}
          sizes={WIDE_IMAGE_SIZES}
          alt={listing.name}
          fetchPriority="high"
          className="aspect-video w-full rounded-xl border bg-muted object-cover"
        />
      </div>

      <aside
        aria-label="Join the beta"
        className="grid content-start gap-6 lg:col-start-3 lg:row-span-2 lg:row-start-1"
      >
        <Card className="lg:sticky lg:top-24">
          <CardContent className="grid gap-4 pt-6">
            <p className="flex items-center gap-2 font-medium">
              <Users className="size-5 text-primary" aria-hidden="true" />
              {testerCountText(listing.testerCount)}
            </p>
            {!signedIn && (
              <p className="text-muted-foreground text-sm">
                Create a free account to join this beta and give feedback to its builder.
              </p>
            )}
            <div className="grid gap-3">
              {callToAction('Join Free', 'default', 'w-full')}
              {listing.link && (
                <Button
                  asChild
                  variant="outline"
                  className="h-auto min-h-10 flex-wrap whitespace-normal py-2"
                >
                  <a href={listing.link} target="_blank" rel={OUTBOUND_LINK_REL}>
                    <ExternalLink aria-hidden="true" />
                    Try It Out
                    <span className="font-normal text-muted-foreground wrap-anywhere">
                      ({linkDomain(listing.link)})
                    </span>
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
        <BuilderCard builder={listing.builder} answerBadge={listing.answerBadge} />
      </aside>

      <ListingDescription
        video={video}
        longDescription={listing.longDescription}
        notes={listing.notes}
        notesHeading="Testing Notes"
      >
        {!signedIn && (
          <ListingSection
            heading={`Help shape ${listing.name}`}
            className="justify-items-start rounded-xl bg-secondary p-6"
          >
            <p className="text-secondary-foreground">
              Beta Harbor connects builders with testers. Join free to test this software and
              discover more betas before they launch.
            </p>
            {callToAction('Join & Start Testing', 'lg', 'w-full sm:w-auto')}
          </ListingSection>
        )}
      </ListingDescription>
    </div>
  );
}
