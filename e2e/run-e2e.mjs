/**
 * End-to-end journeys in Debian's Chromium against the built stack (see support/stack.mjs). Run
 * after `npm run build`. Each journey is written as a person uses the site, by role and label.
 */
import { accountJourneys } from './journeys/account.mjs';
import { cartJourneys } from './journeys/cart.mjs';
import { checkoutJourneys } from './journeys/checkout.mjs';
import { cloudJourneys } from './journeys/cloud.mjs';
import { embedJourneys } from './journeys/embed.mjs';
import { hostileJourneys } from './journeys/hostile.mjs';
import { remoteJourneys } from './journeys/remotes.mjs';
import { sellJourneys } from './journeys/sell.mjs';
import { siteJourneys } from './journeys/sites.mjs';
import { checkPrerequisites, startStack } from './support/stack.mjs';

checkPrerequisites();
const stack = await startStack();
try {
  await siteJourneys(stack);
  await cartJourneys(stack);
  await embedJourneys(stack);
  await checkoutJourneys(stack);
  await cloudJourneys(stack);
  await accountJourneys(stack);
  await sellJourneys(stack);
  await remoteJourneys(stack);
  // Last: it renames a catalog model while it runs.
  await hostileJourneys(stack);
} finally {
  await stack.close();
}
