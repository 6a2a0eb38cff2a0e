import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readThemePreference, saveThemePreference, THEME_STORAGE_KEY } from './theme-preference.ts';

// The script the page runs before first paint, run here as the page would.
// Tests run from the project root.
const themeScript = readFileSync(path.resolve('src/client/public/theme.js'), 'utf8');

/** A system colour setting the test can flip, as matchMedia reports it. */
function fakeSystem(dark: boolean) {
  const media = new EventTarget() as EventTarget & { matches: boolean };
  media.matches = dark;
  vi.stubGlobal('matchMedia', () => media);
  return {
    set(next: boolean) {
      media.matches = next;
      media.dispatchEvent(new Event('change'));
    },
  };
}

function loadPage() {
  new Function(themeScript)();
}

const shown = () => ({
  dark: document.documentElement.classList.contains('dark'),
  colorScheme: document.documentElement.style.colorScheme,
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the theme', () => {
  it('follows the system setting by default, also when it changes', () => {
    const system = fakeSystem(true);
    loadPage();
    expect(shown()).toEqual({ dark: true, colorScheme: 'dark' });
    expect(readThemePreference()).toBe('system');
    system.set(false);
    expect(shown()).toEqual({ dark: false, colorScheme: 'light' });
  });

  it('applies a stored choice before the app runs, whatever the system says', () => {
    fakeSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    loadPage();
    expect(shown()).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('applies a new choice at once, keeps it, and System hands back to the system', () => {
    const system = fakeSystem(true);
    loadPage();
    saveThemePreference('light');
    expect(shown()).toEqual({ dark: false, colorScheme: 'light' });
    expect(readThemePreference()).toBe('light');
    system.set(true);
    expect(shown().dark).toBe(false);

    saveThemePreference('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(shown().dark).toBe(true);
  });

  it('still applies a choice on this page when storage is refused', () => {
    fakeSystem(false);
    loadPage();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    saveThemePreference('dark');
    expect(shown().dark).toBe(true);
  });

  it('reads anything unknown in storage as System', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('system');
  });
});
