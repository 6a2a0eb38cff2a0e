/**
 * Debian's Chromium, as every browser test here starts it: the sandbox needs privileges the test
 * machines lack, and nothing may reach out to the network on its own.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-gpu',
  ],
};
