import { Slot } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils.ts';
import { Label } from './label.tsx';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  description?: string;
  className?: string;
  /** Exactly one form control; it receives the id and the ARIA links to the texts below. */
  children: ReactNode;
};

/** A labelled control with its hint and its validation message, wired for screen readers. */
export function FormField({ id, label, error, description, className, children }: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {description && (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
