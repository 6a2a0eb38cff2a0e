import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { cycleDateText } from '@/client/features/cycles/utils/my-cycle-text.ts';
import { useFocusHandOff } from '@/client/hooks/use-focus-hand-off.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { isHttpUrl } from '@/shared/http-url.ts';
import { OptInForm } from './opt-in-form.tsx';

type OptInPanelProps = {
  cycle: Cycle;
  /** The tester's Beta Harbor address, offered until they give the store's. */
  email: string;
};

/**
 * Opting in happens in the store; here the tester says they did, and with which account. Before
 * that the panel says what to do, in order; after, which address they gave and since when.
 */
export function OptInPanel({ cycle, email }: OptInPanelProps) {
  const [correcting, setCorrecting] = useState(false);
  const { myOptIn } = cycle;
  const focus = useFocusHandOff<HTMLDivElement>(Boolean(myOptIn) && !correcting);
  const link = cycle.optInLink && isHttpUrl(cycle.optInLink) ? cycle.optInLink : null;

  const openLink = link && (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
    >
      Open the opt-in page
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );

  if (myOptIn && !correcting)
    return (
      <div {...focus} className="grid gap-2 text-sm">
        <p className="wrap-anywhere">
          Opted in as <strong className="font-medium">{myOptIn.storeEmail}</strong> on{' '}
          {cycleDateText(myOptIn.optedInOn, cycle.today)}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => setCorrecting(true)}
          >
            Change address
          </Button>
          {openLink}
        </div>
      </div>
    );

  return (
    <div {...focus} className="grid gap-3 text-sm">
      {myOptIn ? (
        <p>Correct the address of the store account you opted in with.</p>
      ) : (
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            {link ? (
              <>Join the test in the store with your store account: {openLink}</>
            ) : (
              'Join the test in the store with your store account (the builder has not given an opt-in link).'
            )}
          </li>
          <li>Come back and confirm with the e-mail of the account you used.</li>
        </ol>
      )}
      <OptInForm
        cycleId={cycle.id}
        kind={cycle.kind}
        defaultEmail={myOptIn?.storeEmail ?? email}
        submitLabel={myOptIn ? 'Save address' : "I've opted in"}
        onSaved={() => setCorrecting(false)}
        onCancel={myOptIn ? () => setCorrecting(false) : undefined}
      />
    </div>
  );
}
