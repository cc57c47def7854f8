// First: zod's settings, before any schema is built (zod-csp.ts).
import './zod-csp';

// No async boundary: the host shares its React with remotes at run time, when a page first needs
// a remote (remotes/federation-runtime.ts), so nothing has to be negotiated before it starts.
//
// The start in steps, not one long task: React's code is evaluated; then the API's schemas (the
// contracts' zod objects); then the app's components; then the rest of the host and its start,
// each in a task of its own so the browser may paint and answer input in between (no single long
// task for a cheap phone's Total Blocking Time). All are in the page's first scripts ("eager": no
// request of their own).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first step waits a task too: this module runs in the task that evaluated the last of the
// page's scripts to arrive.
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './api/shop-api'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/App'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
  .then(async ({ start }) => {
    await nextTask();
    await start();
  });
