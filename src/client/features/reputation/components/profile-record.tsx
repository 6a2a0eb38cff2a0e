import {
  builderHasEvents,
  builderRows,
  testerHasEvents,
  testerRows,
} from '@/client/features/reputation/utils/record-rows.ts';
import type { PersonProfile } from '@/shared/contracts/reputation.ts';
import { RecordSection } from './record-section.tsx';

/**
 * The record of the side the person's role names, and the other side too once it rests on
 * anything (a builder who also tested, a tester who became a builder).
 */
export function ProfileRecord({ profile }: { profile: PersonProfile }) {
  const asBuilder = profile.role === 'Builder' || builderHasEvents(profile.builder);
  const asTester = profile.role === 'Tester' || testerHasEvents(profile.tester);
  return (
    <>
      {asBuilder && <RecordSection title="As a builder" rows={builderRows(profile.builder)} />}
      {asTester && <RecordSection title="As a tester" rows={testerRows(profile.tester)} />}
    </>
  );
}
