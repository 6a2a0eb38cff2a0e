import { FeedbackForm } from '@/client/features/feedback/components/feedback-form.tsx';
import { ImageUploadDialog } from '@/client/features/images/components/image-upload-dialog.tsx';
import type { FeedbackDetail } from '@/shared/contracts/feedback.ts';

/**
 * The feedback feature's report form, with the images feature's uploader for its screenshots.
 * Both check their input with zod, which the listing's page does without
 * (first-screen-bundle.test.ts): the page loads this module only when the form is opened.
 */
export function ReportFeedbackForm({
  listingId,
  onFiled,
}: {
  listingId: string;
  onFiled: (report: FeedbackDetail) => void;
}) {
  return <FeedbackForm listingId={listingId} ImageUploader={ImageUploadDialog} onFiled={onFiled} />;
}
