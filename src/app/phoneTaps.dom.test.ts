import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_TAP_ENDPOINT } from '../config/phoneTaps';
import { SOURCE_KEY } from '../forms/source';
import { countPhoneTaps } from './phoneTaps';

// One listener for the whole test file, as the page installs one for its whole life.
const sent: { url: string; body: Record<string, unknown> }[] = [];
let refuse = false;
countPhoneTaps(
  document,
  (url, body) => {
    if (refuse) throw new TypeError('Beacons are off');
    sent.push({ url, body: JSON.parse(body) as Record<string, unknown> });
    return true;
  },
  () => sessionStorage,
);

afterEach(() => {
  document.body.innerHTML = '';
  sent.length = 0;
  refuse = false;
  sessionStorage.clear();
});

/** Clicks like a tap: a link's own click, which jsdom does not follow for tel: or sms:. */
function tap(selector: string) {
  const target = document.querySelector<HTMLElement>(selector);
  if (!target) throw new Error(`Nothing matches ${selector}`);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  // The dialler is not the test's business: keep jsdom from trying to navigate.
  target.closest('a')?.addEventListener('click', (event) => event.preventDefault(), { once: true });
  target.dispatchEvent(click);
}

describe('a tap on a phone or text link', () => {
  it('sends the page, the kind of link, its number and where the visit began', () => {
    sessionStorage.setItem(SOURCE_KEY, JSON.stringify({ landingPage: '/', utmSource: 'google' }));
    document.body.innerHTML = `<a href="tel:+17705550123"><svg></svg><span id="label">Call</span></a>`;
    tap('#label');
    expect(sent).toEqual([
      {
        url: PHONE_TAP_ENDPOINT,
        body: {
          page: location.pathname,
          kind: 'tel:',
          number: '+17705550123',
          landingPage: '/',
          utmSource: 'google',
        },
      },
    ]);
  });

  it('counts a text link and a link drawn after the page loaded; nothing for other links', () => {
    document.body.innerHTML = `<a id="about" href="/about">About</a>`;
    tap('#about');
    const later = document.createElement('a');
    later.href = 'sms:+17705550123?body=Hello';
    later.id = 'text';
    document.body.append(later);
    tap('#text');
    expect(sent.map(({ body }) => [body.kind, body.number])).toEqual([['sms:', '+17705550123']]);
  });

  it('lets the tap go on when the browser refuses the beacon', () => {
    refuse = true;
    document.body.innerHTML = `<a id="call" href="tel:+17705550123">Call</a>`;
    const followed = vi.fn();
    document.querySelector('#call')?.addEventListener('click', followed);
    expect(() => tap('#call')).not.toThrow();
    expect(followed).toHaveBeenCalledOnce();
  });
});
