import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/client/components/ui/button.tsx';
import { Dialog, DialogTrigger } from '@/client/components/ui/dialog.tsx';
import { cn } from '@/client/lib/utils.ts';
import { REPORT_SENT_MESSAGE } from '@/shared/contracts/moderation-rules.ts';
import { ReportDialog, type ReportDialogProps } from './report-dialog.tsx';

type ReportButtonProps = Omit<ReportDialogProps, 'onSent'> & {
  size?: ButtonProps['size'];
  className?: string;
};

/**
 * "Report" and its dialog. Radix hands focus back to this button when the dialog closes; the
 * thanks is read out beside it, where the person's focus is.
 */
export function ReportButton({ size = 'sm', className, ...target }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="ghost" size={size} className="w-fit text-muted-foreground">
            <Flag aria-hidden="true" />
            Report <span className="sr-only">{target.targetLabel}</span>
          </Button>
        </DialogTrigger>
        {open && (
          <ReportDialog
            {...target}
            onSent={() => {
              setSent(true);
              setOpen(false);
            }}
          />
        )}
      </Dialog>
      <p role="status" className="text-muted-foreground text-xs empty:hidden">
        {sent ? REPORT_SENT_MESSAGE : ''}
      </p>
    </div>
  );
}
