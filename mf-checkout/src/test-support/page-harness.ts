/** What page tests share: the local runtime config and the window event bus, as on a site. */
import { createEventBus, RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import localConfig from '@refurb/local-env/config/runtime-config.json';

export const config = RuntimeConfigSchema.parse(localConfig);

export const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});
