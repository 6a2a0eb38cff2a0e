import { Progress } from '@/client/components/ui/progress.tsx';

type UploadProgressProps = { uploading: boolean; processing: boolean; percentSent: number };

/** How far the upload has gone, in a bar and in words, then that the server is working on it. */
export function UploadProgress({ uploading, processing, percentSent }: UploadProgressProps) {
  return (
    <div className="grid gap-2">
      {uploading && <Progress value={percentSent} aria-label="Upload progress" />}
      <p role="status" className="text-muted-foreground text-sm">
        {uploading && `Uploading image... ${percentSent}%`}
        {processing && 'Processing image...'}
      </p>
    </div>
  );
}
