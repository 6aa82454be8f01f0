import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { takeEarlyTaps } from '../../src/adapters/early-taps';
import { AppContext, type AppServices } from '../../src/app/app-context';
import { ReplayEarlyTaps } from '../../src/app/replay-early-taps';
import { firstViewInlineScript } from '../../src/server/http/first-view-page';

function button(text: string, { disabled = false } = {}) {
  const element = document.createElement('button');
  element.type = 'button';
  element.disabled = disabled;
  element.innerHTML = `<span>${text}</span>`;
  document.body.append(element);
  return element;
}

describe('taps on a server-rendered page before it hydrated', () => {
  it('are kept by the page’s inline script, each button once, until the app takes them', () => {
    // The page: listeners on it, as the script's are on the window, without staying on this one.
    const page = document.createElement('main');
    document.body.append(page);
    new Function('addEventListener', 'document', 'Worker', firstViewInlineScript('/assets/intl-warm-up-1.js'))(page.addEventListener.bind(page), document, class {});
    const send = page.appendChild(button('Sign out all other devices'));
    const other = page.appendChild(button('Show more'));
    // The target the finger hits is the button's text: the script keeps the button itself.
    const hit = (element: HTMLElement) => element.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    hit(send);
    hit(send);
    hit(other);
    expect(takeEarlyTaps()).toEqual([send, other]);
    hit(other);
    expect(takeEarlyTaps()).toEqual([]);
    page.remove();
  });

  it('are tapped again once the page has hydrated: each button still there and enabled, once', () => {
    const kept = button('Sign out all other devices');
    const gone = button('Remove');
    const disabled = button('Save', { disabled: true });
    const clicks = [kept, gone, disabled].map((element) => {
      const spy = vi.fn();
      element.addEventListener('click', spy);
      return spy;
    });
    gone.remove();
    const services = { earlyTaps: [kept, gone, disabled] } as unknown as AppServices;
    const { rerender } = render(
      <AppContext.Provider value={services}>
        <ReplayEarlyTaps />
      </AppContext.Provider>,
    );
    rerender(
      <AppContext.Provider value={services}>
        <ReplayEarlyTaps />
      </AppContext.Provider>,
    );
    expect(clicks.map((spy) => spy.mock.calls.length)).toEqual([1, 0, 0]);
    kept.remove();
    disabled.remove();
  });
});
