import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose chunk loads on first render, or earlier through `load`. */
export type LazyScreen<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk (once); resolves when it has arrived. */
  load: () => Promise<unknown>;
};

/**
 * `lazyScreen(() => import('...'), 'CompaniesPage')`. Rendering and `load` share one promise, so a
 * screen loaded ahead (main.tsx) renders without passing through its Suspense fallback.
 */
export function lazyScreen<K extends string, P extends object>(
  importModule: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => (loading ??= importModule().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(load), { load });
}
