import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog.tsx';

interface MailPreviewDialogProps {
  /** The button that opens the preview. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** The HTML endpoint of the mail. */
  src: string;
  /** Names the frame for screen readers. */
  frameTitle: string;
}

/**
 * A mail as its recipient sees it. The frame is fully sandboxed (sandbox=""), and the server
 * sends the mail with a sandboxing CSP of its own: a mail's markup can run nothing here.
 */
export function MailPreviewDialog({
  trigger,
  title,
  description,
  src,
  frameTitle,
}: MailPreviewDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-3xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        <iframe
          sandbox=""
          title={frameTitle}
          src={src}
          className="h-[70vh] w-full rounded-md border bg-white"
        />
      </DialogContent>
    </Dialog>
  );
}
