import { Label } from '@/client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group.tsx';
import { SELF_SERVICE_ROLES } from '@/shared/constants.ts';

type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

const ROLE_HINTS: Record<SelfServiceRole, string> = {
  Builder: 'Post your software and find beta testers.',
  Tester: 'Try new software early and share feedback.',
};

type RoleFieldProps = {
  value: SelfServiceRole | undefined;
  onChange: (role: SelfServiceRole) => void;
  error?: string;
};

export function RoleField({ value, onChange, error }: RoleFieldProps) {
  return (
    <div className="grid gap-3">
      <span id="profile-role-label" className="font-medium text-sm leading-none">
        Role
      </span>
      <RadioGroup
        aria-labelledby="profile-role-label"
        aria-describedby={error ? 'profile-role-error' : undefined}
        value={value}
        onValueChange={(next) => {
          const role = SELF_SERVICE_ROLES.find((candidate) => candidate === next);
          if (role) onChange(role);
        }}
        className="grid gap-3 sm:grid-cols-2"
      >
        {SELF_SERVICE_ROLES.map((role) => (
          <div
            key={role}
            className="flex items-start gap-3 rounded-lg border p-4 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary"
          >
            <RadioGroupItem
              value={role}
              id={`profile-role-${role.toLowerCase()}`}
              aria-describedby={`profile-role-${role.toLowerCase()}-hint`}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={`profile-role-${role.toLowerCase()}`}>{role}</Label>
              <p
                id={`profile-role-${role.toLowerCase()}-hint`}
                className="text-muted-foreground text-sm"
              >
                {ROLE_HINTS[role]}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
      {error && (
        <p id="profile-role-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
