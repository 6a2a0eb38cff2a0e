import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useHeadingFocusOnNavigation } from './use-heading-focus.ts';

afterEach(cleanup);

/** A shell whose screen's heading arrives only when `loaded` is set, as a lazy screen's does. */
function Shell({ menuOpen }: { menuOpen: boolean }) {
  useHeadingFocusOnNavigation('main');
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={menuOpen}>
        Account menu
      </button>
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
      <main id="main">{loaded && <h1>Discover Beta Software</h1>}</main>
    </>
  );
}

function renderShell(menuOpen: boolean) {
  const memory = memoryLocation({ path: '/' });
  render(
    <Router hook={memory.hook}>
      <Shell menuOpen={menuOpen} />
    </Router>,
  );
  return memory;
}

describe('useHeadingFocusOnNavigation', () => {
  it('puts focus on the new screen’s heading once it appears', async () => {
    const memory = renderShell(false);
    act(() => memory.navigate('/browse'));
    act(() => screen.getByRole('button', { name: 'load' }).click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading')));
  });

  it('leaves focus in a menu the person opened while the screen loaded', async () => {
    const memory = renderShell(true);
    act(() => memory.navigate('/browse'));
    const menu = screen.getByRole('button', { name: 'Account menu' });
    menu.focus();
    act(() => screen.getByRole('button', { name: 'load' }).click());
    // The heading's arrival is seen by a MutationObserver: give it its turn first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading')).toBeVisible();
    expect(document.activeElement).toBe(menu);
  });
});
