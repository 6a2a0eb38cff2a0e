import { type ReactNode, useId, useState } from 'react';

export type TestersPanelState = { id: string; shown: boolean; toggle: () => void };

/** The open-or-closed state of a listing's testers panel, shared by its button and the panel. */
export function useTestersPanel(): TestersPanelState {
  const id = useId();
  const [shown, setShown] = useState(false);
  return { id, shown, toggle: () => setShown((wasShown) => !wasShown) };
}

type TestersPanelProps = {
  panel: TestersPanelState;
  listingName: string;
  className?: string;
  /** The testers list, from the interests feature; rendered only while the panel is open. */
  children: ReactNode;
};

export function TestersPanel({ panel, listingName, className, children }: TestersPanelProps) {
  return (
    <section
      id={panel.id}
      hidden={!panel.shown}
      aria-label={`Testers of ${listingName}`}
      className={className}
    >
      {panel.shown && children}
    </section>
  );
}
