/**
 * Code that loads on demand but may be asked for early (app/first-page.ts starts the first page's
 * modules before React runs). Once a module has arrived, its component renders at once instead of
 * suspending: a suspended render shows the fallback first, and React then holds the content back for
 * up to 300 ms after any fallback (its reveal throttle), so a page whose code was fetched in advance
 * would still appear late, one such wait per nested lazy part.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface EarlyModule<M> {
  /** Starts loading, once; after a failure the next call tries again. An arrow: it is passed around unbound. */
  load: () => Promise<M>;
  /** The module once it has arrived. */
  readonly ready: M | undefined;
}

export function earlyModule<M>(importer: () => Promise<M>): EarlyModule<M> {
  let ready: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => (ready = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get ready() {
      return ready;
    },
  };
}

/**
 * React.lazy over an early module. When the module is already there, the loader answers with a thenable
 * that is already settled: React reads it in the same render and does not suspend.
 */
export function lazyFrom<M, P extends object>(
  module: EarlyModule<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const ready = module.ready;
    if (!ready) return module.load().then((m) => ({ default: pick(m) }));
    const settled = {
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: pick(ready) }),
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });
}

/** The usual case: the module's default export is the component. */
export const lazyDefault = <P extends object>(module: EarlyModule<{ default: ComponentType<P> }>) =>
  lazyFrom(module, (m) => m.default);
