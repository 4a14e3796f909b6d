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
