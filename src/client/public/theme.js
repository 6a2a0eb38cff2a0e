// Sets the colour theme before first paint, so a dark page never flashes white: a blocking
// script in <head>, and a file rather than inline code because the Content-Security-Policy
// allows no inline script. The menu's choice arrives through the storage key and the event named
// in src/client/features/theme/theme-preference.ts, whose tests run this file.
(() => {
  const STORAGE_KEY = 'bh-theme';
  const CHANGE_EVENT = 'bh-theme-change';
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');

  function readChoice() {
    try {
      return window.localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  }

  let choice = readChoice();
  function applyTheme() {
    const dark = choice === 'dark' || (choice !== 'light' && systemDark.matches);
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    // Inline too, so even the canvas behind a stylesheet still loading is dark.
    root.style.colorScheme = dark ? 'dark' : 'light';
  }

  applyTheme();
  // "System" follows the system setting as it changes; a choice in another tab applies here too.
  systemDark.addEventListener('change', applyTheme);
  window.addEventListener(CHANGE_EVENT, (event) => {
    choice = event.detail;
    applyTheme();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    choice = readChoice();
    applyTheme();
  });
})();
