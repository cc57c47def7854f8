/**
 * Resolves once the page has shown its first content (the `first-contentful-paint` entry), at once
 * when it already has (a later navigation) or cannot (a hidden tab, a browser without paint
 * timing), and after `latestMs` in any case.
 *
 * A remote's page starts loading the remote only then (RemoteSlot): the host's own first paint
 * (header, heading, the consent notice) waits for no remote's download or code, which on a slow
 * phone and network would share its bandwidth and main thread. The remote follows a frame later.
 */
export function afterFirstPaint(latestMs = 1000): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    typeof performance === 'undefined' ||
    typeof performance.getEntriesByName !== 'function' ||
    performance.getEntriesByName('first-contentful-paint').length > 0 ||
    (typeof document !== 'undefined' && document.visibilityState === 'hidden')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(latest);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint' });
    const latest = setTimeout(done, latestMs);
  });
}
