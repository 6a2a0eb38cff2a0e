import { Monitor, Moon, Sun } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/client/components/ui/dropdown-menu.tsx';
import {
  isThemePreference,
  readThemePreference,
  saveThemePreference,
  type ThemePreference,
} from '@/client/features/theme/theme-preference.ts';

const CHOICES: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/** Light / Dark / System as radio items of the account menu, under a "Theme" heading. */
export function ThemeMenuItems() {
  const labelId = useId();
  // Read when the menu opens, so a choice made in another tab shows here.
  const [preference, setPreference] = useState(readThemePreference);

  return (
    <>
      <DropdownMenuLabel id={labelId} className="text-muted-foreground text-xs">
        Theme
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby={labelId}
        value={preference}
        onValueChange={(value) => {
          if (!isThemePreference(value)) return;
          saveThemePreference(value);
          setPreference(value);
        }}
      >
        {CHOICES.map(({ value, label, Icon }) => (
          // The menu stays open, so the person sees the change and can try another.
          <DropdownMenuRadioItem key={value} value={value} onSelect={(e) => e.preventDefault()}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
