import { Label } from '@/client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group.tsx';
import { CATEGORIES, type Category } from '@/shared/constants.ts';

type CategoryFieldProps = {
  value: Category | undefined;
  onChange: (category: Category) => void;
  error?: string;
};

export function CategoryField({ value, onChange, error }: CategoryFieldProps) {
  return (
    <div className="grid gap-3">
      <span id="post-category-label" className="font-medium text-sm leading-none">
        Category*
      </span>
      <RadioGroup
        aria-labelledby="post-category-label"
        aria-describedby={error ? 'post-category-error' : undefined}
        aria-required="true"
        value={value}
        onValueChange={(next) => {
          const category = CATEGORIES.find((candidate) => candidate === next);
          if (category) onChange(category);
        }}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {CATEGORIES.map((category) => {
          const id = `post-category-${category.toLowerCase()}`;
          return (
            <div
              key={category}
              className="flex items-center gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary"
            >
              <RadioGroupItem value={category} id={id} />
              <Label htmlFor={id}>{category}</Label>
            </div>
          );
        })}
      </RadioGroup>
      {error && (
        <p id="post-category-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
