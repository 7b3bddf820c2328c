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

/** Waits until the page is controlled by an active service worker; returns its cache names. */
export async function waitForWorker(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
    return caches.keys();
  });
}
