import { Clapperboard } from 'lucide-react';

/**
 * Stands in for the product video until there is one. Nothing here looks pressable: a play
 * button that does nothing was taken for a broken video.
 */
export function DemoVideoTile() {
  return (
    <div className="relative flex aspect-video w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl border-2 border-white/40 border-dashed bg-linear-to-br from-indigo-950 via-indigo-800 to-blue-700 text-white shadow-xl">
      <Clapperboard className="size-10 opacity-80 sm:size-12" aria-hidden="true" />
      <p className="font-medium text-sm sm:text-base">Demo video coming soon</p>
    </div>
  );
}
