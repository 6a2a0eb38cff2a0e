import { describe, expect, it } from 'vitest';
import { interestChangeToast } from './receive-interest-change.ts';

describe('interestChangeToast', () => {
  it('names each change, and tells a place that opened from a reopened signup', () => {
    expect(interestChangeToast('Accepted', 'Interested', 'Tidepool').title).toBe(
      'The builder accepted you',
    );
    expect(interestChangeToast('Released', 'Accepted', undefined)).toEqual({
      title: 'Your place was released',
      description: 'In the beta. My Demos says why.',
    });
    expect(interestChangeToast('Interested', 'Waitlisted', 'Tidepool').title).toBe(
      'A place opened',
    );
    expect(interestChangeToast('Interested', 'Declined', 'Tidepool').title).toBe(
      'The builder reopened your signup',
    );
  });
});
