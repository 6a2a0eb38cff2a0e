import type {
  AuditEntry,
  CaseDetail,
  CaseSummary,
  PersonRef,
} from '@/shared/contracts/moderation.ts';
import { fakeId } from './fixtures.ts';

export function makePersonRef(overrides: Partial<PersonRef> = {}): PersonRef {
  return {
    id: fakeId(),
    firstName: 'Tom',
    lastName: 'Troll',
    email: 'tom@example.test',
    ...overrides,
  };
}

/** A listing reported twice, for spam, the latest report on Nov 23, 2026 at 10:00 UTC. */
export function makeCaseSummary(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    targetType: 'listing',
    targetId: fakeId(),
    targetLabel: 'Free Crypto Miner',
    owner: makePersonRef(),
    openReports: 2,
    reasons: ['spam', 'malware'],
    latestReportAt: '2026-11-23T10:00:00.000Z',
    appealedAt: null,
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: fakeId(),
    actor: makePersonRef({ firstName: 'Ada', lastName: 'Admin', email: 'ada@example.test' }),
    action: 'listing.hidden',
    targetType: 'listing',
    targetId: fakeId(),
    subject: makePersonRef(),
    reason: 'Malware in the download',
    details: { reason: 'Malware in the download' },
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** The case of a visible listing with one open report and an owner with a clean record. */
export function makeCaseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  const summary = makeCaseSummary({ openReports: 1, reasons: ['spam'] });
  return {
    ...summary,
    content: {
      title: 'Free Crypto Miner',
      body: 'Download now.\nIt is totally safe.',
      links: ['https://evil.example/miner.exe'],
      path: `/software/${summary.targetId}`,
      state: 'visible',
    },
    reports: [
      {
        id: fakeId(),
        reporter: makePersonRef({ firstName: 'Rita', lastName: 'Reporter' }),
        reason: 'spam',
        details: 'Posted in every chat',
        status: 'open',
        createdAt: '2026-11-23T10:00:00.000Z',
      },
    ],
    appeal: null,
    ownerHistory: { reports: 1, actions: [] },
    suspendedUntil: null,
    suspended: false,
    ...overrides,
  };
}
