import { act, render, screen } from '@testing-library/react';
import { Component as ReactComponent, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

/** Shows the error a child threw, as the app's route error boundary would. */
class ErrorBoundary extends ReactComponent<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A module load that resolves when the test says so, counting how often it was asked for. */
function controlledLoad() {
  let arrive: () => void = () => {};
  const load = Object.assign(
    () => {
      load.calls += 1;
      return new Promise<typeof Greeting>((resolve) => {
        arrive = () => resolve(Greeting);
      });
    },
    { calls: 0 },
  );
  return { load, arrive: () => arrive() };
}

const page = (Component: ReturnType<typeof preloadableLazy<{ name: string }>>) => (
  <Suspense fallback={<p>Loading</p>}>
    <Component name="Eva" />
  </Suspense>
);

describe('preloadableLazy', () => {
  it('renders a preloaded component in the first pass: no fallback is ever shown', async () => {
    const { load, arrive } = controlledLoad();
    const Component = preloadableLazy(load);
    const preloaded = Component.preload();
    arrive();
    await preloaded;
    render(page(Component));
    expect(screen.getByText('Hello Eva')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load.calls).toBe(1);
  });

  it('suspends like React.lazy when it renders before its module has arrived, and loads it once', async () => {
    const { load, arrive } = controlledLoad();
    const Component = preloadableLazy(load);
    const preloading = Component.preload();
    render(page(Component));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {
      arrive();
      await preloading;
    });
    expect(await screen.findByText('Hello Eva')).toBeTruthy();
    expect(load.calls).toBe(1);
  });

  it('hands a failed load to the error boundary, as React.lazy does', async () => {
    const Component = preloadableLazy<{ name: string }>(() => Promise.reject(new Error('chunk failed')));
    await expect(Component.preload()).rejects.toThrow('chunk failed');
    render(<ErrorBoundary>{page(Component)}</ErrorBoundary>);
    expect(await screen.findByText('Failed: chunk failed')).toBeTruthy();
  });
});
