import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils.ts';

/**
 * A native <select> dressed like the text inputs. The browser's own control is kept on purpose:
 * it is keyboard- and screen-reader-friendly everywhere, and phones open their own picker.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
