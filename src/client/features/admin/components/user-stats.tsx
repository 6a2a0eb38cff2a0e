import { FlaskConical, Hammer, type LucideIcon, ShieldCheck, Users } from 'lucide-react';
import type { Role } from '@/shared/constants.ts';
import type { User } from '@/shared/contracts/auth.ts';

type Stat = { label: string; icon: LucideIcon; role?: Role };

const STATS: readonly Stat[] = [
  { label: 'Total Users', icon: Users },
  { label: 'Builders', icon: Hammer, role: 'Builder' },
  { label: 'Testers', icon: FlaskConical, role: 'Tester' },
  { label: 'Admins', icon: ShieldCheck, role: 'Admin' },
];

/** The head counts, computed from the user list the table shows, so both always agree. */
export function UserStats({ users }: { users: User[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATS.map(({ label, icon: Icon, role }) => (
        <div key={label} className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <dt className="flex items-center gap-2 text-muted-foreground text-sm">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {label}
          </dt>
          <dd className="font-bold text-3xl tabular-nums">
            {role ? users.filter((user) => user.role === role).length : users.length}
          </dd>
        </div>
      ))}
    </dl>
  );
}
