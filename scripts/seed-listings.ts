import sharp from 'sharp';
import type { Database } from '@/server/db/client.ts';
import type { UserRow } from '@/server/db/schema/users.ts';
import {
  createUploadUrl,
  processListingImage,
  storeUpload,
} from '@/server/features/images/images.service.ts';
import { joinBeta } from '@/server/features/interests/interests.service.ts';
import { createListing } from '@/server/features/listings/listings.service.ts';
import { saveListing } from '@/server/features/saved/saved.service.ts';
import type { ServiceContext } from '@/server/lib/service-context.ts';
import type { Category } from '@/shared/constants.ts';
import { createListingBodySchema } from '@/shared/contracts/listings.ts';

interface DemoListing {
  name: string;
  category: Category;
  short: string;
  long: string;
  colors: [string, string];
  youtubeUrl?: string;
  link?: string;
  notes?: string;
}

const listings: DemoListing[] = [
  {
    name: 'Tidewater',
    category: 'Mobile',
    colors: ['#0ea5e9', '#1e3a8a'],
    short: 'Offline tide tables for sailors and surfers',
    long: 'Tidewater predicts tides for 3,000 harbours without a connection.\n\nWe need testers who spend time on the coast to check predictions against reality.',
    notes: 'Compare the app with your local harbour board for a week and tell us where it drifts.',
    link: 'https://example.com/tidewater',
  },
  {
    name: 'Ledgerly',
    category: 'Web',
    colors: ['#22c55e', '#14532d'],
    short: 'Budgeting for freelancers with uneven income',
    long: 'Ledgerly smooths irregular income into a monthly salary you can plan with. Import bank CSVs, tag clients, and see what you can safely spend.',
    link: 'https://example.com/ledgerly',
  },
  {
    name: 'Pipeline Pilot',
    category: 'DevTool',
    colors: ['#a855f7', '#312e81'],
    short: 'See every CI run as one timeline',
    long: 'Pipeline Pilot reads GitHub Actions and GitLab CI logs and draws where the minutes go. Find the slow step, the flaky test and the cache that never hits.',
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    notes: 'Connect one real repository; we only read workflow logs.',
  },
  {
    name: 'Crème Recipes',
    category: 'Mobile',
    colors: ['#f97316', '#7c2d12'],
    short: 'A recipe planner that shops for you',
    long: 'Plan a week of meals, and Crème builds the shopping list sorted by aisle. Looking for home cooks on Android and iOS.',
  },
  {
    name: 'Quill Notes',
    category: 'Web',
    colors: ['#6366f1', '#1e1b4b'],
    short: 'Markdown notes that link themselves',
    long: 'Quill suggests links between your notes as you write, so ideas find each other. Works offline, syncs when online.',
    link: 'https://example.com/quill',
  },
  {
    name: 'Driftwood CLI',
    category: 'DevTool',
    colors: ['#eab308', '#422006'],
    short: 'Find configuration drift across servers',
    long: 'Driftwood compares packages, files and services across your fleet and tells you which machine is not like the others.',
    notes: 'Run it against a staging fleet of at least three machines.',
  },
  {
    name: 'Focus Forest',
    category: 'Other',
    colors: ['#10b981', '#064e3b'],
    short: 'Grow a forest by staying off your phone',
    long: 'Every focused 25 minutes plants a tree. Leave the app and it wilts. We want to know whether the streaks keep you going after week two.',
  },
  {
    name: 'Atlas Trails',
    category: 'Mobile',
    colors: ['#14b8a6', '#134e4a'],
    short: 'Hiking maps that work without signal',
    long: 'Download a region, hike, and share live trail conditions with other hikers when you are back in range.',
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  },
  {
    name: 'Brightline Analytics',
    category: 'Web',
    colors: ['#f43f5e', '#4c0519'],
    short: 'Privacy-first analytics for small sites',
    long: 'No cookies, no personal data, one script tag. Brightline shows what pages people read and where they came from.',
    link: 'https://example.com/brightline',
  },
  {
    name: 'Nimbus Sync',
    category: 'Other',
    colors: ['#64748b', '#0f172a'],
    short: 'Keep two folders in sync across any clouds',
    long: 'Nimbus watches a folder and mirrors it to S3, Drive or a home server, with versioning and conflict resolution you can read.',
  },
];

/** A card image drawn from shapes (no fonts needed), distinct per listing. */
function demoImage([from, to]: [string, string], seed: number): Promise<Buffer> {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 97 + i * 173) % 1200;
    const y = (seed * 61 + i * 89) % 750;
    return `<circle cx="${x}" cy="${y}" r="${60 + ((seed + i) % 4) * 40}" fill="white" fill-opacity="0.${1 + (i % 3)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="750" fill="url(#g)"/>${circles}
    <rect x="480" y="255" width="240" height="240" rx="48" fill="white" fill-opacity="0.9"/>
    <rect x="540" y="315" width="120" height="120" rx="24" fill="${to}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadDemoImage(db: Database, owner: UserRow, image: Buffer): Promise<string> {
  const uploadUrl = await createUploadUrl(db, owner.id);
  await storeUpload(db, uploadUrl.split('/').pop() as string, owner.id, image);
  return processListingImage(db, owner.id, uploadUrl);
}

/** Listings alternate between the builders; testers join and save a few of them. */
export async function seedListings(
  services: ServiceContext,
  builders: UserRow[],
  testers: UserRow[],
): Promise<number> {
  const { db } = services;
  const created = [];
  for (const [index, listing] of listings.entries()) {
    const builder = builders[index % builders.length] as UserRow;
    const imageUrl = await uploadDemoImage(db, builder, await demoImage(listing.colors, index + 1));
    created.push(
      await createListing(
        services,
        builder,
        createListingBodySchema.parse({
          name: listing.name,
          shortDescription: listing.short,
          longDescription: listing.long,
          category: listing.category,
          imageUrl,
          youtubeUrl: listing.youtubeUrl,
          link: listing.link,
          notes: listing.notes,
        }),
      ),
    );
  }
  for (const [index, tester] of testers.entries()) {
    for (const listing of created.filter((_, i) => i % (index + 2) === 0)) {
      await joinBeta(services, tester, listing.id);
    }
    for (const listing of created.filter((_, i) => i % 3 === index)) {
      await saveListing(services, tester.id, listing.id);
    }
  }
  return created.length;
}
