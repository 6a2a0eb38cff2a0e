import { Play } from 'lucide-react';

/** Stands in for the product video until there is one; not interactive, so not a button. */
export function DemoVideoTile() {
  return (
    <div className="relative flex aspect-video w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl bg-linear-to-br from-indigo-950 via-indigo-800 to-blue-700 text-white shadow-xl ring-1 ring-black/5">
      <span className="flex size-16 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur-sm sm:size-20">
        <Play className="ml-1 size-8 fill-white sm:size-10" aria-hidden="true" />
      </span>
      <p className="font-medium text-sm sm:text-base">Product demo coming soon</p>
    </div>
  );
}
