/**
 * The page's event bus on `window` (ARCHITECTURE.md, "Talking across micro-frontends"): every
 * remote makes its own handle; an event that does not parse is dropped and reported.
 */
import { createEventBus, type EventBus } from '@refurb/shared-contracts/runtime';
import type { ReportError } from './effects';

export function createWindowBus(report: ReportError): EventBus {
  return createEventBus({
    target: window,
    createEvent: (name, detail) => new CustomEvent(name, { detail }),
    onInvalid: (type, error) => report(error, { area: 'bus', event: type }),
    onDropped: (type) =>
      report(`bus: the outbox was full, the oldest waiting ${type} was dropped`, {
        area: 'bus',
        event: type,
      }),
  });
}
