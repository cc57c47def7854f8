/**
 * Debian's Chromium as every tool here drives it (the e2e journeys, the bench's Lighthouse runs,
 * the brand images): its path (`CHROMIUM_PATH`, default /usr/bin/chromium) and the flags of
 * TOOLCHAIN.md for a headless run on these machines. Callers add their own flags after these.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {readonly string[]} */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]);
