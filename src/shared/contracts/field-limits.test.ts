import { describe, expect, it } from 'vitest';
import { registerBodySchema } from './auth.ts';
import { maxLengthsOf } from './field-limits.ts';
import { createListingBodySchema } from './listings.ts';
import { updateProfileBodySchema } from './profile.ts';

describe('maxLengthsOf', () => {
  it('reads each text field’s limit through trims, defaults and pipes', () => {
    expect(maxLengthsOf(createListingBodySchema)).toEqual({
      name: 120,
      shortDescription: 200,
      longDescription: 10_000,
      category: undefined,
      imageUrl: undefined,
      youtubeUrl: 2048,
      link: 2048,
      notes: 5_000,
      testerLimit: undefined,
      screeningQuestions: undefined,
      inactivityDays: undefined,
      accessInstructions: 5_000,
    });
    expect(maxLengthsOf(updateProfileBodySchema)).toMatchObject({
      phone: 40,
      businessName: 120,
      website: 2048,
    });
    expect(maxLengthsOf(registerBodySchema)).toMatchObject({ firstName: 80, email: 254 });
  });
});
