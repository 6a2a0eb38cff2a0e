import type { PublicSoftware } from '@shared/contracts/sharing.ts';
import { countOf, plural } from '@shared/plural.ts';
import { clientRoutes } from '@shared/routes.ts';
import { ArrowRight, Clock, ExternalLink, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ListingDescription, ListingSection } from '../../../components/listing-description.tsx';
import { SignInButton } from '../../../components/sign-in-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { CategoryBadge } from '../../../components/ui/category-badge.tsx';
import { formatDate, formatTimeAgo } from '../../../lib/format-date.ts';
import { BuilderCard } from './builder-card.tsx';

type PublicSoftwareViewProps = {
  software: PublicSoftware;
  /** Signed-in visitors are sent to the listing itself instead of being asked to join. */
  signedIn: boolean;
  /** The "Open" or "Closed" badge, from the listings feature. */
  statusBadge: ReactNode;
  /** The embedded player, or nothing when the listing has no video link that parses. */
  video: ReactNode;
};

export function testerCountText(count: number): string {
  return `${countOf(count, 'tester', 'testers')} ${plural(count, 'has', 'have')} already joined!`;
}

/**
 * The page a shared link opens: the whole listing, then an invitation to sign up. Signing up
 * from here comes back to the listing's own page, where the visitor can join the beta.
 */
export function PublicSoftwareView({
  software,
  signedIn,
  statusBadge,
  video,
}: PublicSoftwareViewProps) {
  const listingPath = clientRoutes.software(software.id);
  const callToAction = (label: string, size: 'default' | 'lg', className: string) =>
    signedIn ? (
      <Button asChild size={size} className={className}>
        <Link href={listingPath}>
          View listing
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    ) : (
      <SignInButton returnTo={listingPath} size={size} className={className}>
        {label}
        <ArrowRight aria-hidden="true" />
      </SignInButton>
    );

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={software.category} />
            {statusBadge}
          </div>
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{software.name}</h1>
          <p className="text-lg text-muted-foreground">{software.shortDescription}</p>
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Clock className="size-4" aria-hidden="true" />
            <span>
              Posted{' '}
              <time dateTime={software.createdAt} title={formatDate(software.createdAt)}>
                {formatTimeAgo(software.createdAt)}
              </time>
            </span>
          </p>
        </header>
        <img
          src={software.imageUrl}
          alt={software.name}
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
              {testerCountText(software.testerCount)}
            </p>
            {!signedIn && (
              <p className="text-muted-foreground text-sm">
                Create a free account to join this beta and give feedback to its builder.
              </p>
            )}
            <div className="grid gap-3">
              {callToAction('Join Free', 'default', 'w-full')}
              {software.link && (
                <Button asChild variant="outline">
                  <a href={software.link} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    Try It Out
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
        <BuilderCard builder={software.builder} />
      </aside>

      <ListingDescription
        video={video}
        longDescription={software.longDescription}
        notes={software.notes}
        notesHeading="Testing Notes"
      >
        {!signedIn && (
          <ListingSection
            heading={`Help shape ${software.name}`}
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
