import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type AccessDeniedProps = {
  title?: string;
  message: string;
  /** A way forward, e.g. a link to the profile where the role is chosen. */
  action?: ReactNode;
};

/** Shown when a signed-in user's role does not open a screen; the server enforces it too. */
export function AccessDenied({ title = 'Access Denied', message, action }: AccessDeniedProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="rounded-full bg-secondary p-4 text-secondary-foreground">
        <ShieldAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      {action}
    </div>
  );
}
