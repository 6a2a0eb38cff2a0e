import { escapeHtml } from '@/server/lib/escape-html.ts';
import { cardImageUrl } from '@/shared/contracts/image-urls.ts';
import type { PublicListing } from '@/shared/contracts/sharing.ts';
import { pageTitle } from '@/shared/page-title.ts';

/**
 * The `<title>` and Open Graph / Twitter tags of a share page, so chat apps preview the listing
 * without running JavaScript. Every value is escaped: listing names are user input.
 */
export function shareMetaTags(listing: PublicListing, publicUrl: string): string {
  const title = pageTitle(listing.name);
  const image = new URL(cardImageUrl(listing.imageUrl), publicUrl).href;
  const url = `${publicUrl}/share/${listing.id}`;
  const tags: [string, string, string][] = [
    ['name', 'description', listing.shortDescription],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Beta Harbor'],
    ['property', 'og:title', listing.name],
    ['property', 'og:description', listing.shortDescription],
    ['property', 'og:image', image],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', listing.name],
    ['name', 'twitter:description', listing.shortDescription],
    ['name', 'twitter:image', image],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}
