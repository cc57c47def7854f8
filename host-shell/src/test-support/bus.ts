/** A page's event bus of its own for a test: an EventTarget, not the window the tests share. */
import { createEventBus, type EventBus } from '@refurb/shared-contracts/runtime';

export const newBus = (): EventBus =>
  createEventBus({
    target: new EventTarget(),
    createEvent: (name, detail) => new CustomEvent(name, { detail }),
  });
