import type { UseFormReturn } from 'react-hook-form';
import type {
  CreateListingBody,
  CreateListingInput,
  Listing,
} from '@/shared/contracts/listings.ts';

/** The post form and the edit form hold the same values: what POST /api/software takes. */
export type ListingFormApi = UseFormReturn<CreateListingInput, unknown, CreateListingBody>;

const EMPTY: CreateListingInput = {
  name: '',
  shortDescription: '',
  longDescription: '',
  category: 'Web',
  platforms: [],
  minOsVersions: {},
  imageUrl: '',
  youtubeUrl: '',
  link: '',
  notes: '',
  testerLimit: null,
  screeningQuestions: [],
  inactivityDays: null,
  accessInstructions: '',
};

/** Empty for a new listing; for an edit, what the listing says now, questions with their ids. */
export function listingFormValues(listing?: Listing): CreateListingInput {
  if (!listing) return EMPTY;
  return {
    name: listing.name,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    category: listing.category,
    platforms: listing.platforms,
    minOsVersions: listing.minOsVersions,
    imageUrl: listing.imageUrl,
    youtubeUrl: listing.youtubeUrl ?? '',
    link: listing.link ?? '',
    notes: listing.notes ?? '',
    testerLimit: listing.testerLimit,
    screeningQuestions: listing.screeningQuestions.map(({ id, prompt, kind, options, required }) =>
      kind === 'choice' ? { id, prompt, kind, options, required } : { id, prompt, kind, required },
    ),
    inactivityDays: listing.inactivityDays,
    accessInstructions: listing.accessInstructions ?? '',
  };
}

/** The fields whose server-side refusals are shown under them. */
export const LISTING_FORM_FIELDS = Object.keys(EMPTY) as (keyof CreateListingInput)[];
