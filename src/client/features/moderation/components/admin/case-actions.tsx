import type { CaseDetail } from '@/shared/contracts/moderation.ts';
import type { ModerationAction } from '@/shared/contracts/moderation-rules.ts';
import { CaseActionDialog } from './case-action-dialog.tsx';
import { describePerson } from './person-ref.ts';

/** The actions that fit the thing's kind and state; the server refuses the rest anyway. */
export function thingActions(item: CaseDetail): ModerationAction[] {
  const { state } = item.content;
  const actions: ModerationAction[] = [];
  if (item.openReports > 0) actions.push('dismiss');
  if (item.targetType === 'listing') {
    if (state === 'visible') actions.push('hide_listing');
    if (state === 'hidden') actions.push('restore_listing');
    if (state === 'hidden' && item.appealedAt) actions.push('reject_appeal');
  } else if (item.targetType !== 'person' && state === 'visible') {
    actions.push('remove_content');
  }
  return actions;
}

/** What may be done to the owner: a person whose account is gone is past acting on. */
export function personActions(item: CaseDetail): ModerationAction[] {
  if (!item.owner) return [];
  return item.suspended ? ['warn', 'lift_suspension'] : ['warn', 'suspend'];
}

const DESTRUCTIVE: ModerationAction[] = ['hide_listing', 'remove_content', 'suspend'];

type CaseActionsProps = { item: CaseDetail; onDone: (outcome: string) => void };

/** The case's actions, the thing's apart from its owner's, each behind its reason dialog. */
export function CaseActions({ item, onDone }: CaseActionsProps) {
  const owner = describePerson(item.owner);
  const groups = [
    { title: 'This case', actions: thingActions(item) },
    { title: `Its owner: ${owner}`, actions: personActions(item) },
  ].filter((group) => group.actions.length > 0);
  if (groups.length === 0) return null;

  return (
    <section aria-labelledby="case-actions" className="grid gap-3">
      <h2 id="case-actions" className="font-semibold text-lg">
        Actions
      </h2>
      {groups.map((group) => (
        <div key={group.title} className="grid gap-2">
          <h3 className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{group.title}</h3>
          <div className="flex flex-wrap gap-2">
            {group.actions.map((action) => (
              <CaseActionDialog
                key={action}
                action={action}
                targetType={item.targetType}
                targetId={item.targetId}
                owner={owner}
                destructive={DESTRUCTIVE.includes(action)}
                onDone={onDone}
              />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
