import { type Ref, useState } from 'react';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';

/**
 * What a number box holds as the form's value: null when left empty, NaN for anything that is
 * not a number (so the check says so instead of dropping it), else the number.
 */
function parseOptionalNumber(text: string): number | null {
  const compact = text.replace(/[\s,_]/g, '');
  if (compact === '') return null;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

type OptionalNumberFieldProps = {
  id: string;
  label: string;
  description: string;
  error?: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * A whole number or nothing. The box keeps exactly what was typed, so "1.5" or "ten" stays on
 * screen beside the message about it, while the form holds the number it means.
 */
export function OptionalNumberField({
  id,
  label,
  description,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
}: OptionalNumberFieldProps) {
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  return (
    <FormField id={id} label={label} description={description} error={error}>
      <Input
        ref={inputRef}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        className="max-w-40"
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseOptionalNumber(event.target.value));
        }}
      />
    </FormField>
  );
}
