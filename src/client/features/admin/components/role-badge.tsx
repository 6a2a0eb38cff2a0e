import { Badge } from '@/client/components/ui/badge.tsx';
import { cn } from '@/client/lib/utils.ts';
import type { Role } from '@/shared/constants.ts';

const ROLE_COLOURS: Record<Role, string> = {
  Admin: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  Builder: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Tester: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', ROLE_COLOURS[role])}>
      {role}
    </Badge>
  );
}
