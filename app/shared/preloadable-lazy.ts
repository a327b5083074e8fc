import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the component's module; once it has arrived, the component renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy whose module can be loaded before the component first renders. A lazy component that
 * suspends makes its Suspense boundary show the fallback, and React then holds the content back for up to
 * 300 ms after its module has arrived (React's fallback throttle): on a signed-in page opened by address,
 * the first question waited that long with every chunk and answer already there. Preloaded, React is
 * handed a thenable that resolves at once, so it renders the component in the same pass.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = { default: component };
    });
    return loading;
  };
  const component = lazy(() => {
    const module = loaded;
    if (module) {
      // React.lazy calls `then` and reads the result before it decides to suspend: resolving inside the
      // call is what lets it render the component at once.
      const settled: PromiseLike<{ default: ComponentType<P> }> = {
        // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
        then: (resolve) => Promise.resolve(resolve?.(module)) as never,
      };
      return settled as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then(() => loaded as { default: ComponentType<P> });
  });
  return Object.assign(component, { preload });
}
