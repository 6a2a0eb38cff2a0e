import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog.tsx';
import { useToast } from '@/client/hooks/use-toast.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { FeedbackForm } from './feedback-form.tsx';
import type { ImageUploader } from './screenshots-field.tsx';

/** An Accepted tester's way to report a bug, an idea or praise on the listing's page. */
export function ReportFeedbackButton({
  softwareId,
  ImageUploader,
}: {
  softwareId: string;
  ImageUploader: ImageUploader;
}) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <MessageSquareWarning aria-hidden="true" />
          Report feedback
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Report feedback</DialogTitle>
          <DialogDescription>
            Only you and the builder see this report. You can follow it in My Demos.
          </DialogDescription>
        </DialogHeader>
        <FeedbackForm
          softwareId={softwareId}
          ImageUploader={ImageUploader}
          onFiled={(report) => {
            setOpen(false);
            toast({
              title: 'Feedback sent',
              description: (
                <Link href={clientRoutes.feedbackReport(report.id)} className="underline">
                  View your report
                </Link>
              ),
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
