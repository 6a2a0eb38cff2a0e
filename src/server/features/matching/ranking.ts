import type { TesterRecord } from '@/shared/contracts/reputation.ts';

const WEEK_MS = 7 * 86_400_000;

/** A listing that fits the tester, as the ranking reads it. */
export interface RecommendationCandidate {
  id: string;
  /** How many of the tester's devices it fits. */
  fittingDevices: number;
  createdAt: Date;
  /** The builder's median hours to a first answer; null while they are new. */
  builderAnswerHours: number | null;
}

const byAnswerHours = (a: number | null, b: number | null) =>
  (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);

/**
 * Best first: the listings that fit more of the tester's devices, then the fresher, then those
 * whose builder answers sooner (new builders last). Freshness counts in whole weeks, so a builder
 * who answers within a day outranks one who never does among listings of the same week, rather
 * than the posting minute deciding everything.
 */
export function rankRecommendations<Candidate extends RecommendationCandidate>(
  candidates: readonly Candidate[],
  now: Date,
): Candidate[] {
  const weeksOld = (candidate: Candidate) =>
    Math.max(0, Math.floor((now.getTime() - candidate.createdAt.getTime()) / WEEK_MS));
  return [...candidates].sort(
    (a, b) =>
      b.fittingDevices - a.fittingDevices ||
      weeksOld(a) - weeksOld(b) ||
      byAnswerHours(a.builderAnswerHours, b.builderAnswerHours) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
}

/** A tester a builder might invite, as the ranking reads them. */
export interface SuggestionCandidate {
  id: string;
  fittingDevices: number;
  record: TesterRecord;
}

/**
 * How well a tester held their places, from 0 to 1: the mean of the figures their record has
 * (betas held, cycles held, check-ins, and the builders' stars scaled to 1). Null for a tester
 * whose record has none yet ("New").
 */
export function testerScore(record: TesterRecord): number | null {
  const stars = record.rating.value === null ? null : record.rating.value / 5;
  const figures = [
    record.betasHeld.value,
    record.cyclesHeld.value,
    record.checkIns.value,
    stars,
  ].filter((value): value is number => value !== null);
  if (figures.length === 0) return null;
  return figures.reduce((sum, value) => sum + value, 0) / figures.length;
}

/** Best record first, "New" testers last; among equals, those with more fitting devices. */
export function rankSuggestions<Candidate extends SuggestionCandidate>(
  candidates: readonly Candidate[],
): Candidate[] {
  const scored = candidates.map((candidate) => ({
    candidate,
    score: testerScore(candidate.record) ?? -1,
  }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.candidate.fittingDevices - a.candidate.fittingDevices ||
      a.candidate.id.localeCompare(b.candidate.id),
  );
  return scored.map(({ candidate }) => candidate);
}
