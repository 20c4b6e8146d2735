import { createHash } from 'node:crypto';

/**
 * The one inline script of every built page. The prerendered HTML is the whole page, so the app's
 * modules are not asked for until the browser has painted it: a script fetched before the first
 * paint competes with it for a slow connection, and Lighthouse counts it as part of that paint.
 *
 * It reads what to load from its own `data-entry` (the app) and `data-preload` (the page's chunks,
 * fetched side by side rather than one import after another), so its text, and with it the hash
 * the Content-Security-Policy allows, is the same on every page and every build. A hidden tab
 * paints nothing and starts nothing until it is shown.
 */
export const bootScript = [
  '(function () {',
  '  var data = document.currentScript.dataset;',
  '  function start() {',
  "    (data.preload || '').split(' ').forEach(function (href) {",
  '      if (!href) return;',
  "      var link = document.createElement('link');",
  "      link.rel = 'modulepreload';",
  '      link.href = href;',
  '      document.head.appendChild(link);',
  '    });',
  '    import(data.entry);',
  '  }',
  '  function afterFrame() {',
  '    requestAnimationFrame(function () { setTimeout(start, 0); });',
  '  }',
  '  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];',
  "  if (types.indexOf('paint') < 0) return afterFrame();",
  '  new PerformanceObserver(function (list, observer) {',
  "    if (!list.getEntriesByName('first-contentful-paint').length) return;",
  '    observer.disconnect();',
  '    afterFrame();',
  "  }).observe({ type: 'paint', buffered: true });",
  '})();',
].join('\n');

/** The boot script as it ends a page's body: the app's entry and the page's chunks, as paths. */
export function bootScriptTag(entry: string, preload: string[]): string {
  return `<script data-entry="${entry}" data-preload="${preload.join(' ')}">${bootScript}</script>`;
}

/** The scripts a built page's boot script loads, the entry first; empty if it has none. */
export function bootScriptFiles(html: string): string[] {
  const tag = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
  return tag ? [tag[1] ?? '', ...(tag[2] ?? '').split(' ').filter(Boolean)] : [];
}

/** The `script-src` source that allows `bootScript` to run. */
export function bootScriptSource(): string {
  return `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
}
