import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const path of ['/services', '/careers', '/']) {
  const r = await lighthouse('http://localhost:8894' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(path, 'perf', r!.lhr.categories.performance?.score, 'TBT', Math.round(a['total-blocking-time']?.numericValue ?? 0), 'LCP', Math.round(a['largest-contentful-paint']?.numericValue ?? 0));
  const items = ((a['long-tasks']?.details as { items?: Record<string, unknown>[] })?.items ?? []).slice(0, 5);
  console.log(JSON.stringify(items.map((i) => `${String(i.url).slice(-30)} ${Math.round(Number(i.duration))}`)));
}
chrome.kill();
