import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/client/components/ui/button.tsx';
import { useToast } from '@/client/hooks/use-toast.ts';
import { downloadFile } from '@/client/lib/download-file.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';

/** Saves the file at `url`; busy while it comes, and a refusal shows the server's reason. */
export function DownloadButton({
  url,
  children,
  size,
}: {
  url: string;
  children: ReactNode;
  size?: ButtonProps['size'];
}) {
  const { toast } = useToast();
  const download = useMutation({
    mutationFn: () => downloadFile(url),
    onError: (error) => handleMutationError(toast, error),
  });
  const Icon = download.isPending ? LoaderCircle : Download;
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-busy={download.isPending}
    >
      <Icon
        aria-hidden="true"
        className={download.isPending ? 'animate-spin motion-reduce:animate-none' : undefined}
      />
      {children}
    </Button>
  );
}
