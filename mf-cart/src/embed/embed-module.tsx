/**
 * The embed's module: the cart on any page, which `embed.js` (loader.ts) loads lazily from its own
 * release, or takes from the release it picked (release-loader.ts).
 * `mount(document, props)` mounts the mini-cart into every `[data-refurb-cart]` (each in its own
 * shadow root) and wires every `[data-refurb-add-to-cart]` button; props are the remote contract's
 * (country and site base matter; route `embed`), parsed, so a loader of another build is told what
 * it sent wrong.
 */
import type { Mount } from '@refurb/shared-contracts/runtime';
import { parseRemoteProps } from '../app/remote-props';
import { mountEmbed } from '../embed/mount-embed';

/** The contracts major this release was built against: the loader refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

export const mount: Mount<Document> = (page, props) => {
  const { country, siteBase } = parseRemoteProps(props);
  return mountEmbed(page, { country, siteBase });
};

export default mount;
