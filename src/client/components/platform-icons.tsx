import {
  AppWindow,
  Bot,
  Globe,
  Laptop,
  type LucideIcon,
  Smartphone,
  Tablet,
  Terminal,
} from 'lucide-react';
import { cn } from '@/client/lib/utils.ts';
import type { MinOsVersions, Platform } from '@/shared/contracts/platforms.ts';

// Lucide draws no brand marks: each platform gets a distinct shape, and its name is always
// written beside it or given to assistive technology, never left to the shape alone.
const PLATFORM_ICONS: Record<Platform, LucideIcon> = {
  Android: Bot,
  iOS: Smartphone,
  iPadOS: Tablet,
  macOS: Laptop,
  Windows: AppWindow,
  Linux: Terminal,
  Web: Globe,
};

export function PlatformIcon({ platform, className }: { platform: Platform; className?: string }) {
  const Icon = PLATFORM_ICONS[platform];
  return <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', className)} />;
}

/** "Android 10+" when the listing names a minimum, else the platform's name. */
export const platformText = (platform: Platform, minOsVersions: MinOsVersions = {}) =>
  minOsVersions[platform] ? `${platform} ${minOsVersions[platform]}+` : platform;

/**
 * The platforms a listing runs on, as small labelled chips. `compact` shows the icons only (a
 * card's corner), with the names in the list's accessible name and each chip's title.
 */
export function PlatformList({
  platforms,
  minOsVersions,
  compact = false,
  className,
}: {
  platforms: readonly Platform[];
  minOsVersions?: MinOsVersions;
  compact?: boolean;
  className?: string;
}) {
  if (platforms.length === 0) return null;
  const names = platforms.map((platform) => platformText(platform, minOsVersions));
  return (
    <ul
      aria-label={`Platforms: ${names.join(', ')}`}
      className={cn('flex min-w-0 flex-wrap items-center gap-1.5', className)}
    >
      {platforms.map((platform, index) => (
        <li
          key={platform}
          title={names[index]}
          className={cn(
            'inline-flex min-w-0 max-w-full items-center gap-1 rounded-md border text-muted-foreground text-xs',
            compact ? 'p-1' : 'px-1.5 py-0.5',
          )}
        >
          <PlatformIcon platform={platform} />
          {!compact && <span className="min-w-0 wrap-anywhere">{names[index]}</span>}
        </li>
      ))}
    </ul>
  );
}
