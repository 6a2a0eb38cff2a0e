import { Label } from '@/client/components/ui/label.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import { RATING_COMMENT_MAX } from '@/shared/contracts/reputation-rules.ts';

type CountedTextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A comment or a reply: up to RATING_COMMENT_MAX characters, counted as they are typed. */
export function CountedTextField({ id, label, value, onChange, error }: CountedTextFieldProps) {
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        value={value}
        maxLength={RATING_COMMENT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className="text-right text-muted-foreground text-xs tabular-nums">
        {value.length.toLocaleString('en-US')}/{RATING_COMMENT_MAX.toLocaleString('en-US')}
      </p>
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
