import { type ComponentType, lazy } from 'react';

/** React.lazy for screens that are named exports: `lazyScreen(() => import('./x.tsx'), 'XPage')`. */
export function lazyScreen<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
