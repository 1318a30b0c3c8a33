/**
 * The machine's Chromium (CHROMIUM_PATH in the README) and the flags it runs with: no sandbox (the suite runs as root),
 * no GPU, and none of the background traffic a browser starts on its own. Playwright and the Lighthouse benchmark share
 * them.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
