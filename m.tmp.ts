import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { staticServer } from './scripts/static-server.ts';
const server = await staticServer('/work/main/dist', 8991);
for (const path of ['/services', '/apply', '/faq']) for (let i = 0; i < 3; i++) for (const q of ['', '?strip-scripts']) {
  const url = 'http://localhost:8991' + path + q;
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  chrome.kill();
  const a = r!.lhr.audits;
  const obs = (a['metrics']?.details as any)?.items?.[0];
  const reqs = ((a['network-requests']?.details as any)?.items ?? []).filter((i: any) => i.resourceType === 'Script').map((i: any) => Math.round(i.networkRequestTime));
  console.log(path + q, 'LCP', Math.round(a['largest-contentful-paint'].numericValue!), 'FCP', Math.round(a['first-contentful-paint'].numericValue!), 'obsFCP', Math.round(obs.observedFirstContentfulPaint), 'obsLCP', Math.round(obs.observedLargestContentfulPaint), 'firstScript', Math.min(...reqs), 'bench', Math.round(r!.lhr.environment.benchmarkIndex));
}
server.close();
