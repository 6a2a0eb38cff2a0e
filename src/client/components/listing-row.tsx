import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cardImageUrl } from '@/shared/contracts/image-urls.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { PlatformList } from './platform-icons.tsx';
import { Button } from './ui/button.tsx';
import { CategoryBadge } from './ui/category-badge.tsx';

type ListingRowProps = {
  listing: Listing;
  /** Shown beside the category, e.g. the listing's or the tester's status. */
  badges?: ReactNode;
  /** Short facts under the description, e.g. "by Ada Lovelace", "Joined Nov 23, 2026". */
  details: ReactNode[];
  /** Buttons after "View", e.g. remove; each names its listing in its own label. */
  actions?: ReactNode;
  /** Full-width content under the row, e.g. the list of a listing's testers. */
  children?: ReactNode;
};

/** One listing in a list (My Demos, the builder's dashboard). */
export function ListingRow({ listing, badges, details, actions, children }: ListingRowProps) {
  return (
    <article className="rounded-xl border bg-card text-card-foreground shadow-sm">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
        <img
          src={cardImageUrl(listing.imageUrl)}
          alt=""
          loading="lazy"
          className="aspect-video w-full shrink-0 rounded-lg border bg-muted object-cover sm:w-44"
        />
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-lg leading-tight tracking-tight wrap-anywhere">
              {listing.name}
            </h2>
            <CategoryBadge category={listing.category} />
            {badges}
            <PlatformList
              platforms={listing.platforms}
              minOsVersions={listing.minOsVersions}
              compact
            />
          </div>
          <p className="text-muted-foreground text-sm wrap-anywhere">{listing.shortDescription}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
            {details.map((detail, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list built per render
              <li key={index}>{detail}</li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Button asChild size="sm" variant="outline">
              <Link href={clientRoutes.listing(listing.id)}>
                View <span className="sr-only">{listing.name}</span>
              </Link>
            </Button>
            {actions}
          </div>
        </div>
      </div>
      {children}
    </article>
  );
}
