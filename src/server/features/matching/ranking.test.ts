import { describe, expect, it } from 'vitest';
import { EMPTY_TESTER_RECORD, type TesterRecord } from '@/shared/contracts/reputation.ts';
import { rankRecommendations, rankSuggestions, testerScore } from './ranking.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const ids = (ranked: { id: string }[]) => ranked.map((candidate) => candidate.id);

const listing = (
  id: string,
  fittingDevices: number,
  age: number,
  builderAnswerHours: number | null = null,
) => ({ id, fittingDevices, createdAt: daysAgo(age), builderAnswerHours });

describe('ranking recommendations', () => {
  it('puts the listings that fit more of the tester’s devices first', () => {
    const ranked = rankRecommendations([listing('one', 1, 0, 2), listing('two', 2, 30)], NOW);
    expect(ids(ranked)).toEqual(['two', 'one']);
  });

  it('prefers this week’s listings to older ones, whoever built them', () => {
    const ranked = rankRecommendations([listing('old', 1, 9, 1), listing('new', 1, 2, 300)], NOW);
    expect(ids(ranked)).toEqual(['new', 'old']);
  });

  it('within a week, puts builders who answer sooner first, and new builders last', () => {
    const ranked = rankRecommendations(
      [listing('new-builder', 1, 0), listing('slow', 1, 1, 90), listing('quick', 1, 5, 3)],
      NOW,
    );
    expect(ids(ranked)).toEqual(['quick', 'slow', 'new-builder']);
  });

  it('breaks a full tie by the newer listing, and leaves its input as it was', () => {
    const input = [listing('earlier', 1, 3, 10), listing('later', 1, 1, 10)];
    expect(ids(rankRecommendations(input, NOW))).toEqual(['later', 'earlier']);
    expect(ids(input)).toEqual(['earlier', 'later']);
  });
});

const figure = (value: number | null) => ({ value, events: value === null ? 0 : 5 });
const record = (
  betasHeld: number | null,
  checkIns: number | null = null,
  stars: number | null = null,
): TesterRecord => ({
  ...EMPTY_TESTER_RECORD,
  betasHeld: figure(betasHeld),
  checkIns: figure(checkIns),
  rating: figure(stars),
});
const tester = (id: string, testerRecord: TesterRecord, fittingDevices = 1) => ({
  id,
  record: testerRecord,
  fittingDevices,
});

describe('ranking suggested testers', () => {
  it('scores a record by the mean of the figures it has, stars out of 5', () => {
    expect(testerScore(record(1, 0.5, 4))).toBeCloseTo((1 + 0.5 + 0.8) / 3);
    expect(testerScore(record(0.9))).toBe(0.9);
    expect(testerScore(EMPTY_TESTER_RECORD)).toBeNull();
  });

  it('puts the best record first and “New” testers last, even behind a poor record', () => {
    const ranked = rankSuggestions([
      tester('new', EMPTY_TESTER_RECORD, 3),
      tester('poor', record(0.1, 0.2)),
      tester('good', record(1, 0.9, 5)),
    ]);
    expect(ids(ranked)).toEqual(['good', 'poor', 'new']);
  });

  it('among equal records, puts the tester with more fitting devices first', () => {
    const ranked = rankSuggestions([tester('a', record(0.8)), tester('b', record(0.8), 2)]);
    expect(ids(ranked)).toEqual(['b', 'a']);
  });
});
