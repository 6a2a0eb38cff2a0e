import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_TESTER_RECORD } from '@/shared/contracts/reputation.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import {
  makeProfile,
  makeRating,
  makeRatingPerson,
} from '@/tests/client/person-profile-fixtures.ts';
import { refusal, renderPerson } from '@/tests/client/render-person.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const builderProfile = makeProfile({
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'Builder',
  businessName: 'Harbor Labs',
  website: 'https://harbor.example',
  answerBadge: 'day',
  builder: {
    firstAnswerHours: { value: 5.2, events: 12 },
    answeredInTime: { value: 0.92, events: 12 },
    resolvedWithReason: { value: null, events: 2 },
    messagesAnswered: { value: null, events: 1 },
    cyclesCompleted: 3,
    rating: { value: 4.6, events: 5 },
  },
  ratings: [
    makeRating({
      raterSide: 'tester',
      stars: 5,
      rater: makeRatingPerson({ firstName: 'Ada', lastName: 'Lovelace' }),
      listingName: 'TaskFlow',
      comment: 'Answered every report the same day.',
      reply: { body: 'Thank you, Ada!', createdAt: '2026-11-05T10:00:00.000Z' },
    }),
    makeRating({
      raterSide: 'tester',
      stars: 2,
      rater: null,
      listingName: 'Ledger',
      comment: null,
    }),
  ],
  openListings: [
    {
      id: '00000000-0000-4000-8000-000000009001',
      name: 'Ledger',
      shortDescription: 'Books for small shops.',
      category: 'Web',
      imageUrl: '/objects/00000000-0000-4000-8000-000000009002',
      testerCount: 7,
    },
  ],
});

/** The figure in the record whose label is `label`: its value and what it rests on. */
const figure = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('A public profile', () => {
  it("shows a builder's record, each figure with what it rests on, ratings and open betas", async () => {
    renderPerson(builderProfile, null);

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    expect(document.title).toContain('Grace Hopper');
    expect(screen.getByText('Builder · Member since March 2026')).toBeVisible();
    expect(screen.getByText('Harbor Labs')).toBeVisible();
    expect(screen.getByRole('link', { name: /Visit website/ })).toHaveAttribute(
      'href',
      'https://harbor.example',
    );
    expect(screen.getByText('Usually answers reports within a day')).toBeVisible();

    const record = screen.getByRole('region', { name: 'As a builder' });
    expect(within(record).getByText('5 hours')).toBeVisible();
    expect(
      within(figure('Usual time to a first answer on a report')).getByText('from 12 reports'),
    ).toBeVisible();
    expect(within(figure('Reports answered within 3 days')).getByText('92%')).toBeVisible();
    // Under 3 events a figure says New, and still says what it rests on.
    const young = figure("Reports fixed, or closed as won't fix with a reason");
    expect(within(young).getByText('New')).toBeVisible();
    expect(within(young).getByText('from 2 reports')).toBeVisible();
    expect(
      within(figure("Testers' messages answered within 2 days")).getByText('from 1 message'),
    ).toBeVisible();
    expect(within(figure('Test cycles run to their last day')).getByText('3')).toBeVisible();
    expect(within(figure('Rating from testers')).getByText('4.6 of 5')).toBeVisible();
    expect(within(figure('Rating from testers')).getByText('from 5 ratings')).toBeVisible();
    // A builder who never tested shows no tester side.
    expect(screen.queryByRole('region', { name: 'As a tester' })).not.toBeInTheDocument();

    const [first, second] = within(screen.getByRole('region', { name: 'Ratings' }))
      .getAllByRole('listitem')
      .map((item) => within(item));
    if (!first || !second) throw new Error('Expected two ratings');
    expect(first.getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/u/${builderProfile.ratings[0]?.rater?.id}`,
    );
    expect(first.getByText('Answered every report the same day.')).toBeVisible();
    expect(first.getByText('Thank you, Ada!')).toBeVisible();
    expect(first.getByText('Nov 3, 2026')).toBeVisible();
    expect(second.getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
    expect(second.getByText('Deleted account')).toBeVisible();

    const listings = screen.getByRole('region', { name: 'Open betas' });
    expect(within(listings).getByRole('link', { name: /Ledger/ })).toHaveAttribute(
      'href',
      '/software/00000000-0000-4000-8000-000000009001',
    );
    expect(within(listings).getByText('7 testers')).toBeVisible();

    // A stranger neither replies nor reads the events behind the figures.
    expect(screen.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'How these figures are counted' }),
    ).not.toBeInTheDocument();
  });

  it("shows a new tester's figures as New, and the builder side only once it has events", async () => {
    const tester = makeProfile({
      tester: {
        ...EMPTY_TESTER_RECORD,
        betasHeld: { value: null, events: 2 },
        checkIns: { value: 0.75, events: 8 },
        reports: { filed: 4, acknowledged: 3, fixed: 2, duplicate: 1 },
      },
    });
    renderPerson(tester, makeUser({ role: 'Builder' }));

    const record = await screen.findByRole('region', { name: 'As a tester' });
    expect(within(figure('Betas held to the end')).getByText('New')).toBeVisible();
    expect(within(figure('Betas held to the end')).getByText('from 2 betas')).toBeVisible();
    expect(within(figure('Test cycles held to the end')).getByText('from 0 cycles')).toBeVisible();
    expect(within(figure('Days checked in during cycles')).getByText('75%')).toBeVisible();
    expect(within(figure('Reports filed')).getByText('4')).toBeVisible();
    expect(within(figure('Reports the builder answered')).getByText('3')).toBeVisible();
    expect(within(record).getByText('Rating from builders')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'As a builder' })).not.toBeInTheDocument();
    expect(screen.getByText('No ratings shown yet.')).toBeVisible();
  });

  it('says a missing profile is not found', async () => {
    const missing = makeProfile();
    renderPerson(missing, null, {
      [`GET /api/people/${missing.id}`]: refusal(404, 'profile_not_found', 'Profile not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Profile not found');
  });

  it("says a private tester's profile is visible only to builders they apply to", async () => {
    const hidden = makeProfile();
    renderPerson(hidden, makeUser({ role: 'Builder' }), {
      [`GET /api/people/${hidden.id}`]: refusal(403, 'profile_private', 'This profile is private'),
    });
    expect(await screen.findByRole('heading', { name: 'This profile is private' })).toBeVisible();
    expect(
      screen.getByText(/This tester's profile is visible only to builders they apply to/),
    ).toBeVisible();
  });

  it('offers a retry when the read fails, and shows the profile once it works', async () => {
    const profile = makeProfile({ firstName: 'Zoë', lastName: 'Ångström' });
    let failures = 1;
    renderPerson(profile, null, {
      [`GET /api/people/${profile.id}`]: () =>
        failures-- > 0
          ? refusal(500, 'internal_error', 'Something went wrong')()
          : Response.json(profile),
    });
    expect(await screen.findByText('Failed to load this profile.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Zoë Ångström' })).toBeVisible();
  });
});

describe('A profile with hostile content', () => {
  const ACCENTED =
    'Éléonore-Maëlys-Çélestine-Þórhildur-Ñúñez-Göransdóttir-Ångström-Øverlîe-Zoë-Đanë';
  const LONG_WORD = 'w'.repeat(500);
  const RTL = 'مرحبا بالعالم، هذا اختبار طويل — שלום עולם';

  /** No ancestor keeps the text on one line or clips it: it wraps (decision 022). */
  const wrapsFreely = (element: HTMLElement) => {
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      expect(node.className).not.toMatch(/\b(truncate|whitespace-nowrap|overflow-x-\w+)\b/);
    }
  };

  it('shows long names, words and right-to-left text in full, free to wrap', async () => {
    const profile = makeProfile({
      firstName: ACCENTED,
      lastName: 'כהן',
      businessName: `${'B'.repeat(100)} ${RTL}`,
      ratings: [
        makeRating({
          rater: makeRatingPerson({ firstName: ACCENTED, lastName: RTL }),
          listingName: `${ACCENTED} ${LONG_WORD.slice(0, 80)}`,
          comment: `${LONG_WORD} ${RTL}`,
          reply: { body: `${RTL} ${LONG_WORD}`, createdAt: '2026-11-05T10:00:00.000Z' },
        }),
      ],
    });
    renderPerson(profile, null);

    wrapsFreely(await screen.findByRole('heading', { level: 1, name: `${ACCENTED} כהן` }));
    wrapsFreely(screen.getByText(`${'B'.repeat(100)} ${RTL}`));
    wrapsFreely(screen.getByText(`${LONG_WORD} ${RTL}`));
    wrapsFreely(screen.getByText(`${RTL} ${LONG_WORD}`));
    wrapsFreely(screen.getByRole('link', { name: `${ACCENTED} ${RTL}` }));
  });
});
