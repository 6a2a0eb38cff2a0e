import { escapeHtml } from '@/server/lib/escape-html.ts';
import { cardImageUrl } from '@/shared/contracts/image-urls.ts';
import type { PublicListing } from '@/shared/contracts/sharing.ts';
import { linkDomain, OUTBOUND_LINK_REL } from '@/shared/outbound-links.ts';
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

/**
 * The listing as the page's first HTML, for readers without JavaScript (crawlers): its words and
 * its link, which shows the domain it leads to and vouches for nothing. The app replaces it.
 */
export function shareBody(listing: PublicListing): string {
  const domain = listing.link ? linkDomain(listing.link) : null;
  const link =
    listing.link && domain
      ? `<p><a href="${escapeHtml(listing.link)}" rel="${OUTBOUND_LINK_REL}">Try it out (${escapeHtml(domain)})</a></p>`
      : '';
  return `<article class="sr-only"><h1>${escapeHtml(listing.name)}</h1><p>${escapeHtml(listing.shortDescription)}</p>${link}</article>`;
}
