import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumExecutable, playwrightChromiumArgs, playwrightDisabledFeatures } from './support/chromium.ts';
import { expect, test } from './support/test.ts';

/** Launches Chromium as Playwright does with `args`; gives its command line and the targets a new page brings. */
async function launchedWith(args: string[]) {
  const server = await chromium.launchServer({ executablePath: chromiumExecutable, args });
  try {
    const commandLine = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const browser = await chromium.connect(server.wsEndpoint());
    const context = await browser.newContext();
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    // The browser's own UI of a window arrives a moment after its page.
    const targets = async () => (await session.send('Target.getTargets')).targetInfos.map((target) => `${target.type} ${target.url}`);
    await expect.poll(targets, { intervals: [250, 250, 250, 250] }).toContain('page about:blank');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const found = await targets();
    await browser.close();
    return { commandLine, targets: found };
  } finally {
    await server.close();
  }
}

const disabledFeatures = (commandLine: string[]) =>
  commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .at(-1)
    ?.slice('--disable-features='.length)
    .split(',') ?? [];

test('the tests’ Chromium keeps every feature Playwright turns off, and a page brings no browser UI of its own', async () => {
  const playwrightOnly = await launchedWith([]);
  const ours = await launchedWith(playwrightChromiumArgs);

  // Chromium reads the last --disable-features: ours must still name all of Playwright's.
  expect(disabledFeatures(ours.commandLine)).toEqual(expect.arrayContaining(disabledFeatures(playwrightOnly.commandLine)));
  expect(disabledFeatures(playwrightOnly.commandLine)).toEqual(expect.arrayContaining(playwrightDisabledFeatures.slice(0, 3)));
  // Without our switch each window loads the address bar's popups; with it the page is alone.
  expect(playwrightOnly.targets.filter((target) => target.startsWith('browser_ui'))).not.toEqual([]);
  expect(ours.targets).toEqual(['page about:blank']);
});
