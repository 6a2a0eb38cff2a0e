import { cn } from '@/client/lib/utils.ts';
import type { Category } from '@/shared/constants.ts';
import { Badge } from './badge.tsx';

// The spec's category colours. A Map, not an object literal, so that a stray category such as
// "constructor" cannot pick up an inherited property; anything unknown is grey.
const CATEGORY_COLOURS = new Map<string, string>([
  ['Web', 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200'],
  ['Mobile', 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'],
  ['DevTool', 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200'],
  ['Other', 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200'],
] satisfies [Category, string][]);
const UNKNOWN_CATEGORY_COLOUR = 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100';

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'border-transparent',
        CATEGORY_COLOURS.get(category) ?? UNKNOWN_CATEGORY_COLOUR,
        className,
      )}
    >
      {category}
    </Badge>
  );
}
