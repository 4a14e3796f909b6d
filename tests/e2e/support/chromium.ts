/**
 * Debian's Chromium (Playwright cannot download its own browsers here). CHROMIUM_PATH points to
 * another binary on other machines.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without these, Chromium keeps trying to reach Google's services through a closed network. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
];
