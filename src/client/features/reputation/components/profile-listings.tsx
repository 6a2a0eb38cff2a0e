import { Link } from 'wouter';
import { CategoryBadge } from '@/client/components/ui/category-badge.tsx';
import { cardImageUrl } from '@/shared/contracts/image-urls.ts';
import type { PersonProfile } from '@/shared/contracts/reputation.ts';
import { countOf } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';

type ProfileListing = PersonProfile['openListings'][number];

/** A builder's open betas as small cards, each a link to its listing. */
export function ProfileListings({ listings }: { listings: ProfileListing[] }) {
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="open-listings-heading" className="grid gap-3">
      <h2 id="open-listings-heading" className="font-semibold text-xl tracking-tight">
        Open betas
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {listings.map((listing) => (
          <li key={listing.id} className="min-w-0">
            <Link
              href={clientRoutes.listing(listing.id)}
              className="flex h-full min-w-0 gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img
                src={cardImageUrl(listing.imageUrl)}
                alt=""
                loading="lazy"
                className="aspect-video w-24 shrink-0 self-start rounded-md border bg-muted object-cover"
              />
              <span className="grid min-w-0 content-start gap-1">
                <span className="font-semibold leading-tight">{listing.name}</span>
                <span className="line-clamp-2 text-muted-foreground text-sm">
                  {listing.shortDescription}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                  <CategoryBadge category={listing.category} />
                  {countOf(listing.testerCount, 'tester', 'testers')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
