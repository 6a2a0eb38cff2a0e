import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';

function Hello() {
  return <h1>Hello</h1>;
}

afterEach(cleanup);

function renderScreen(Screen: ReturnType<typeof lazyScreen<object, 'Hello'>>) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('lazyScreen', () => {
  it('shows a screen whose code has already arrived at once, without its fallback', async () => {
    const Screen = lazyScreen(async () => ({ Hello }), 'Hello');
    await Screen.preload();

    renderScreen(Screen);

    expect(screen.getByRole('heading', { name: 'Hello' })).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback while the code loads, then the screen', async () => {
    const Screen = lazyScreen(async () => ({ Hello }), 'Hello');

    renderScreen(Screen);

    expect(screen.getByText('Loading')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeVisible();
  });

  it('loads again when shown after an early load failed', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Hello });
    const Screen = lazyScreen(load, 'Hello');
    await expect(Screen.preload()).rejects.toThrow(TypeError);

    renderScreen(Screen);

    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
