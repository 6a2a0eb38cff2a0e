import { MessageSquareWarning } from 'lucide-react';
import { type ComponentType, Suspense, useState } from 'react';
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
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useToast } from '@/client/hooks/use-toast.ts';
import type { FeedbackDetail } from '@/shared/contracts/feedback.ts';
import { clientRoutes } from '@/shared/routes.ts';

/**
 * FeedbackForm with the page's uploader. The page may load it only once the dialog opens (it needs
 * zod), so the dialog waits for it.
 */
export type ReportForm = ComponentType<{
  listingId: string;
  onFiled: (report: FeedbackDetail) => void;
}>;

/** An Accepted tester's way to report a bug, an idea or praise on the listing's page. */
export function ReportFeedbackButton({ listingId, Form }: { listingId: string; Form: ReportForm }) {
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
        <Suspense fallback={<Spinner className="flex justify-center py-8" />}>
          <Form
            listingId={listingId}
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
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
