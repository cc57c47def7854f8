/**
 * The delivery estimate a view shows (issue 36): shop-api's days per delivery kind
 * (`GET {courier}/delivery-estimate`), and the time left to order for them, counted down each
 * minute. A failed call shows nothing: the estimate is a nice-to-have beside the cart and the
 * checkout, never an error of theirs.
 *
 * When the cut-off passes (the earliest `orderBy`; one per country today), the estimate is asked
 * for again, once per `orderBy`, past the browser's cache (`fresh`: the answer may be cached for a
 * minute, and the cached one is the one that just ran out). A server whose clock is a little
 * behind ours answers the same `orderBy` again: by its clock the days still hold, so they stay
 * shown without a countdown, and it is not asked again (else it would be asked in a loop until
 * the clocks agree). Until the new answer comes the old days stay, without a countdown.
 *
 * The countdown wakes when the minute it shows changes (minutes are rounded up, as "order within
 * 1 min" reads until the cut-off), not on a fixed minute from when the page opened.
 */
import type {
  DeliveryEstimate,
  DeliveryEstimateResponse,
} from '@refurb/shared-contracts/api/delivery';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { useEffect, useState } from 'react';

export interface TimeLeft {
  readonly hours: number;
  /** 0–59, beside the hours. */
  readonly minutes: number;
}

export interface DeliveryEstimateView {
  /** Per delivery kind offered, the days an order placed now arrives between. */
  readonly estimates: readonly DeliveryEstimate[];
  /** The time left to order for these days, whole minutes rounded up; null once it passed. */
  readonly left: TimeLeft | null;
}

/** The estimate's call; `fresh` when a cut-off passed (the browser's cache is not to answer). */
export type LoadDeliveryEstimate = (fresh: boolean) => Promise<ApiResult<DeliveryEstimateResponse>>;

const MINUTE = 60_000;

/** The earliest cut-off of an answer, in ms since the epoch; null when it has no estimate. */
export function cutOffOf(answer: DeliveryEstimateResponse): number | null {
  const times = answer.estimates.map((e) => Date.parse(e.orderBy)).filter(Number.isFinite);
  return times.length > 0 ? Math.min(...times) : null;
}

/** The whole minutes (rounded up) from `now` to `cutOff`, as hours and minutes; null past it. */
export function timeLeft(cutOff: number, now: number): TimeLeft | null {
  const minutes = Math.ceil((cutOff - now) / MINUTE);
  return minutes > 0 ? { hours: Math.floor(minutes / 60), minutes: minutes % 60 } : null;
}

interface Settled {
  readonly key: string;
  readonly data: DeliveryEstimateResponse | null;
}

/**
 * The estimate for `key` (the site's country, say; `null`: nothing to show, nothing is asked),
 * loaded by `load`. Null while it loads, when it failed, and when no kind has an estimate.
 */
export function useDeliveryEstimate(
  key: string | null,
  load: LoadDeliveryEstimate,
): DeliveryEstimateView | null {
  const [now, setNow] = useState(() => Date.now());
  const [settled, setSettled] = useState<Settled | null>(null);
  // The cut-offs already asked again for, for this key.
  const [asked, setAsked] = useState<{ key: string | null; cutOffs: readonly number[] }>({
    key,
    cutOffs: [],
  });
  if (asked.key !== key) setAsked({ key, cutOffs: [] });
  const cutOffsAsked = asked.key === key ? asked.cutOffs : [];
  const request = key === null ? null : `${key}#${cutOffsAsked.length}`;
  const fresh = cutOffsAsked.length > 0;

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const settle = (data: DeliveryEstimateResponse | null) => {
      if (!live) return;
      setSettled({ key, data });
      setNow(Date.now());
    };
    load(fresh).then(
      (answer) => settle(answer.ok ? answer.data : null),
      () => settle(null),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `request` says when the call is another one.
  }, [request]);

  const data = settled?.key === key ? settled.data : null;
  const cutOff = data ? cutOffOf(data) : null;
  const passedAndAsked = cutOff !== null && cutOff <= now && cutOffsAsked.includes(cutOff);

  useEffect(() => {
    if (cutOff === null || passedAndAsked) return;
    const wait = cutOff - Date.now();
    const timer = setTimeout(
      () => {
        const at = Date.now();
        setNow(at);
        if (at < cutOff) return;
        setAsked((previous) =>
          previous.key === key && !previous.cutOffs.includes(cutOff)
            ? { key, cutOffs: [...previous.cutOffs, cutOff] }
            : previous,
        );
      },
      // When the minute shown changes, or at once when the cut-off has passed.
      wait <= 0 ? 0 : wait % MINUTE || MINUTE,
    );
    return () => clearTimeout(timer);
  }, [key, cutOff, now, passedAndAsked]);

  if (!data || data.estimates.length === 0) return null;
  return { estimates: data.estimates, left: cutOff === null ? null : timeLeft(cutOff, now) };
}
