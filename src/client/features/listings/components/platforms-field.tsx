import { useWatch } from 'react-hook-form';
import { PlatformIcon } from '@/client/components/platform-icons.tsx';
import { FormField } from '@/client/components/ui/form-field.tsx';
import { Input } from '@/client/components/ui/input.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import {
  type MinOsVersions,
  OS_VERSION_MAX_LENGTH,
  PLATFORMS,
  type Platform,
} from '@/shared/contracts/platforms.ts';
import type { ListingFormApi } from './listing-form-values.ts';

const NO_PLATFORMS: Platform[] = [];
const NO_MINIMUMS: MinOsVersions = {};

const withoutMinimum = (minimums: MinOsVersions, platform: Platform): MinOsVersions => {
  const { [platform]: _dropped, ...rest } = minimums;
  return rest;
};

/**
 * Where the build runs: a checkbox per platform and, for each checked, the lowest OS version it
 * needs. Unchecking a platform forgets its minimum, as the server would.
 */
export function PlatformsField({ form }: { form: ListingFormApi }) {
  const platforms = useWatch({ control: form.control, name: 'platforms' }) ?? NO_PLATFORMS;
  const minimums = useWatch({ control: form.control, name: 'minOsVersions' }) ?? NO_MINIMUMS;
  const { errors, isSubmitted } = form.formState;
  // Checked again as it changes once a save was tried, as the other fields are.
  const options = { shouldDirty: true, shouldValidate: isSubmitted };

  const toggle = (platform: Platform, checked: boolean) => {
    const next = PLATFORMS.filter((each) =>
      each === platform ? checked : platforms.includes(each),
    );
    form.setValue('platforms', next, options);
    if (!checked && minimums[platform] !== undefined) {
      form.setValue('minOsVersions', withoutMinimum(minimums, platform), options);
    }
  };
  // Left empty, a minimum is no minimum: any version runs the build.
  const setMinimum = (platform: Platform, text: string) => {
    const rest = withoutMinimum(minimums, platform);
    form.setValue('minOsVersions', text.trim() ? { ...rest, [platform]: text } : rest, options);
  };

  const groupErrors = [errors.platforms?.message, errors.minOsVersions?.message].filter(Boolean);
  const describedBy = ['post-platforms-hint', groupErrors.length > 0 && 'post-platforms-error']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset aria-describedby={describedBy} className="grid min-w-0 gap-3">
      <legend className="mb-2 font-medium text-sm leading-none">Platforms</legend>
      <p id="post-platforms-hint" className="text-muted-foreground text-sm">
        Testers filter Browse by platform. Check each one your build runs on.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PLATFORMS.map((platform) => {
          const id = `post-platform-${platform.toLowerCase()}`;
          const checked = platforms.includes(platform);
          return (
            <li
              key={platform}
              className="grid min-w-0 content-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary"
            >
              <div className="flex items-center gap-3">
                <input
                  type="checkbox"
                  id={id}
                  checked={checked}
                  onChange={(event) => toggle(platform, event.target.checked)}
                  className="size-4 shrink-0 accent-primary"
                />
                <Label htmlFor={id} className="flex items-center gap-2">
                  <PlatformIcon platform={platform} className="size-4" />
                  {platform}
                </Label>
              </div>
              {checked && (
                <FormField
                  id={`post-min-os-${platform.toLowerCase()}`}
                  label={`Minimum ${platform} version`}
                  error={errors.minOsVersions?.[platform]?.message}
                  className="min-w-0"
                >
                  <Input
                    placeholder="Any"
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={OS_VERSION_MAX_LENGTH}
                    className="bg-background"
                    value={minimums[platform] ?? ''}
                    onChange={(event) => setMinimum(platform, event.target.value)}
                  />
                </FormField>
              )}
            </li>
          );
        })}
      </ul>
      {groupErrors.length > 0 && (
        <p id="post-platforms-error" className="font-medium text-destructive text-sm wrap-anywhere">
          {groupErrors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
