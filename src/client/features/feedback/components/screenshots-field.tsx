import { ImageUp, X } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { FEEDBACK_SCREENSHOTS_MAX } from '@/shared/contracts/feedback.ts';

/** The image pipeline's upload dialog, passed in by the page: features never import each other. */
export type ImageUploader = ComponentType<{
  trigger: ReactNode;
  onOpenChange: (open: boolean) => void;
  onUploaded: (objectPath: string) => void;
}>;

type ScreenshotsFieldProps = {
  value: string[];
  onChange: (paths: string[]) => void;
  ImageUploader: ImageUploader;
  error?: string;
};

/** Up to three uploaded images, each removable; the button goes once three are attached. */
export function ScreenshotsField({ value, onChange, ImageUploader, error }: ScreenshotsFieldProps) {
  return (
    <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
      <legend className="mb-2 p-0 font-medium text-sm leading-none">
        Screenshots (up to {FEEDBACK_SCREENSHOTS_MAX})
      </legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((path, index) => (
            <li key={path} className="relative">
              <img
                src={path}
                alt={`Screenshot ${index + 1}`}
                className="h-20 w-28 rounded-md border bg-muted object-cover"
              />
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute top-1 right-1 size-6"
                aria-label={`Remove screenshot ${index + 1}`}
                onClick={() => onChange(value.filter((other) => other !== path))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < FEEDBACK_SCREENSHOTS_MAX && (
        <ImageUploader
          onOpenChange={() => {}}
          onUploaded={(path) => onChange([...value, path])}
          trigger={
            <Button type="button" variant="outline" className="w-fit">
              <ImageUp aria-hidden="true" />
              Add screenshot
            </Button>
          }
        />
      )}
      {error && <p className="font-medium text-destructive text-sm">{error}</p>}
    </fieldset>
  );
}
