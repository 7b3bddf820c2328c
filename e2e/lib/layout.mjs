// Screen sizes and layout checks shared by the browser tests.

/** The four screen sizes every screen is checked at (the three smaller ones with touch). */
export const VIEWPORTS = [
  { name: 'desktop 1280x800', viewport: { width: 1280, height: 800 } },
  { name: 'tablet landscape 1024x768', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true },
  { name: 'tablet portrait 768x1024', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];

/**
 * The four sizes as two browser contexts: the desktop alone, and the three touch screens in one
 * context whose page is resized from one to the next (a tablet turned, then a phone). The app lays
 * out by CSS alone (the only query its code makes, `pointer: coarse`, is the same on the three),
 * so a page resized to a size looks as one opened at it, and one page load serves three sizes.
 */
export const SIZE_GROUPS = [VIEWPORTS.slice(0, 1), VIEWPORTS.slice(1)];

/** Resizes `page` to `size` (one of VIEWPORTS) and waits until the new layout is drawn. */
export async function resize(page, size) {
  await page.setViewportSize(size.viewport);
  const width = await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.innerWidth)))),
  );
  if (width !== size.viewport.width) throw new Error(`resized to ${size.name}, the page is ${width} px wide`);
}

/** Elements that stick out sideways (past the viewport, or past a box that clips or scrolls). */
export async function sidewaysOverflow(page) {
  return page.evaluate(() => {
    const w = window.innerWidth;
    const problems = [];
    if (document.documentElement.scrollWidth > w + 1) {
      problems.push(`page is ${document.documentElement.scrollWidth - w} px wider than the viewport`);
    }
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('.visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < -1 || r.right > w + 1) problems.push(`sticks out: ${el.outerHTML.slice(0, 90)}`);
      const s = getComputedStyle(el);
      if (['auto', 'scroll'].includes(s.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`scrolls sideways: ${el.outerHTML.slice(0, 90)}`);
      }
    }
    return problems.slice(0, 10);
  });
}

/**
 * Labels whose name crowds its control: a name that touches its list or box on the same line
 * (under 4 px apart), or a one-line checkbox name whose box is not level with it.
 */
export async function crowdedLabels(page) {
  return page.evaluate(() => {
    const problems = [];
    for (const label of document.querySelectorAll('label')) {
      const control = label.querySelector('input, select, textarea');
      const name = [...label.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!control || !name || control.closest('.visually-hidden')) continue;
      if (control.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(name);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      const c = control.getBoundingClientRect();
      const what = `"${name.textContent.trim().slice(0, 30)}"`;
      for (const r of lines) {
        const sameLine = r.top < c.bottom && c.top < r.bottom;
        const apart = Math.max(c.left - r.right, r.left - c.right);
        if (sameLine && apart < 4) problems.push(`${what} is ${apart.toFixed(0)} px from its control`);
      }
      if (control.type === 'checkbox' && lines.length === 1) {
        const off = Math.abs((c.top + c.bottom) / 2 - (lines[0].top + lines[0].bottom) / 2);
        if (off > 4) problems.push(`${what}: its box is ${off.toFixed(0)} px off the line`);
      }
    }
    return problems;
  });
}

/**
 * Words split over two lines inside the elements `selector` finds (table cells, headers): a
 * word is the text between spaces and hyphens, so "Pa/irs" or a header set letter by letter is
 * found, while a line that wraps between words or after a hyphen is fine.
 */
export async function brokenWords(page, selector) {
  return page.evaluate((sel) => {
    const broken = [];
    for (const el of document.querySelectorAll(sel)) {
      if (el.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent;
        // A line may end after a hyphen ("N-" / "S"), as between words; not inside a word.
        for (const m of text.matchAll(/[^\s\-‐]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          // Fragments more than 5 px apart in height are on different lines (mixed scripts on
          // one line may differ by a pixel or two).
          const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
          const lines = tops.filter((t, i) => tops.slice(0, i).every((u) => Math.abs(u - t) > 5)).length;
          if (lines > 1) broken.push(`"${m[0]}" on ${lines} lines`);
        }
      }
    }
    return broken;
  }, selector);
}
