import { Info } from 'lucide-react';

/** Shown in place of a form that needs a password the account does not have. */
export function SsoNotice({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
