import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyScreen<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the code now; the screen, when first shown, waits only for what is left. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy for screens that are named exports: `lazyScreen(() => import('./x.tsx'), 'XPage')`.
 * A screen whose code has arrived by its first render renders at once: React.lazy given a promise
 * always suspends, and React holds a suspended screen back for 300 ms after its fallback shows.
 * React.lazy takes any thenable, so a loaded screen is handed over through one that answers at
 * once. A failed load is tried again when the screen is next shown.
 */
export function lazyScreen<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const screen = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }));
    const module = { default: loaded };
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads it as a thenable on purpose
    const settled = { then: (resolve: (value: typeof module) => void) => resolve(module) };
    return settled as unknown as Promise<typeof module>;
  });
  return Object.assign(screen, { preload });
}
