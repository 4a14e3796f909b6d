/**
 * Debian's Chromium (Playwright cannot download its own browsers here). CHROMIUM_PATH points to
 * another binary on other machines.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the same engine without a browser
 * window: what Playwright itself runs for headless tests. It spent a third less CPU than the full
 * Chromium over the same browser tests (ADR 091). Tests of what only the full browser does (a PDF shown
 * in a tab, the client hints of another browser's user agent) are tagged FULL_CHROMIUM and run there.
 */
export const headlessShellExecutable = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The tag of a test that needs the full Chromium (playwright.config.ts runs it there). */
export const FULL_CHROMIUM = '@full-chromium';

/** Without these, Chromium keeps trying to reach Google's services through a closed network. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
];

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches.ts). Chromium reads only
 * the last `--disable-features` switch, so a list of ours must repeat it; tests/e2e/chromium.spec.ts
 * fails when Playwright's list gains an entry this copy lacks.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's headless mode builds a whole browser window for every page, and each window loads the
 * address bar's suggestion popups as web pages of their own (chrome://omnibox-popup…): a renderer busy
 * for about 0.8 s of CPU per page that no test ever shows. Over the browser tests that was a fifth of
 * Chromium's CPU time (ADR 090).
 */
const unusedBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The arguments for a Chromium that Playwright launches: the quiet network and no unused browser UI. */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserUi].join(',')}`,
];
