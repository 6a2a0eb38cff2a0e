import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { PlatformList } from '@/client/components/platform-icons.tsx';
import { deviceNames } from '@/client/features/matching/utils/device-names.ts';
import { cardImageUrl } from '@/shared/contracts/image-urls.ts';
import type { RecommendedListing } from '@/shared/contracts/matching.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** A recommended listing, and why it was picked: the tester's devices it fits. */
export function RecommendedCard({
  item: { listing, matchingDevices },
}: {
  item: RecommendedListing;
}) {
  return (
    <li className="min-w-0">
      <article className="flex h-full min-w-0 gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm">
        <img
          src={cardImageUrl(listing.imageUrl)}
          alt=""
          loading="lazy"
          className="aspect-square size-16 shrink-0 rounded-lg border bg-muted object-cover"
        />
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <h3 className="font-semibold leading-tight">
            <Link
              href={clientRoutes.listing(listing.id)}
              className="rounded-sm wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {listing.name}
            </Link>
          </h3>
          <p className="line-clamp-2 wrap-anywhere text-muted-foreground text-sm">
            {listing.shortDescription}
          </p>
          <p className="flex items-start gap-1.5 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">Fits your {deviceNames(matchingDevices)}</span>
          </p>
          <PlatformList
            platforms={listing.platforms}
            minOsVersions={listing.minOsVersions}
            compact
          />
        </div>
      </article>
    </li>
  );
}
