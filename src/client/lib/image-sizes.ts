// `sizes` for listing images, as wide as the layouts show them in a max-w-7xl container, so the
// browser picks the card or the full image from `imageSrcSet`.

/** A Browse card: one column on a phone, two from md, three from lg. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/** A listing's own image: two of three columns from lg, the whole width below. */
export const WIDE_IMAGE_SIZES = '(min-width: 1024px) 800px, 100vw';
