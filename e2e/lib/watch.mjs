// Recording what goes wrong in a page the tests did not open with openPage (a persistent
// browser profile, a page with frames): console errors, uncaught exceptions, failed requests,
// HTTP errors, and Content-Security-Policy violations in any frame of the page.

/**
 * Adds an init script to `context` that records every CSP violation of every frame in
 * `window.__cspViolations` (Playwright's init scripts are not subject to the page's CSP).
 */
export async function recordCspViolations(context) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
}

/** Starts recording the problems of `page`; returns a function that lists them so far. */
export function watch(page) {
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught exception: ${err.message}`));
  page.on('requestfailed', (req) => {
    // A navigation (reload) cancels the requests still in flight: that is not a failure.
    const error = req.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} ${error}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return () => [...problems];
}

/**
 * Waits until the page is controlled by an active service worker and the hand-over is over;
 * returns its cache names. An engine worker started before the service worker took control
 * may still be storing its module (public/worker-boot.js: a hand-over cache it made after the
 * install deleted the old one lives until it has checked it, a moment on a loaded machine), so
 * the names are read once no hand-over cache is left, or after 10 s (a cache that outlives
 * that is a leak the caller's assertion shows).
 */
export async function waitForWorker(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
    const deadline = Date.now() + 10_000;
    let names = await caches.keys();
    while (names.some((n) => n.endsWith(':handover')) && Date.now() < deadline) {
      await new Promise((ok) => setTimeout(ok, 100));
      names = await caches.keys();
    }
    return names;
  });
}
