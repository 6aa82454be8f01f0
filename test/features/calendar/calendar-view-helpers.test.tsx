import { render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollIntoView } from '../../../src/features/calendar/calendar-view-helpers';

describe('ScrollIntoView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls its target into view and leaves without error where scrollIntoView returns a promise (Chromium 156)', () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => Promise.resolve() as unknown as void);
    const target = createRef<HTMLDivElement>();
    const { unmount } = render(
      <div ref={target}>
        <ScrollIntoView target={target} />
      </div>,
    );
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
    // React calls what an effect returns as its cleanup: a promise there broke leaving the calendar.
    expect(() => unmount()).not.toThrow();
  });
});
