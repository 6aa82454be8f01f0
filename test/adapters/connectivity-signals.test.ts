// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectivitySignals } from '../../src/adapters/connectivity-signals';
import type { ConnectivitySignal } from '../../src/ports/connectivity';

function offline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);
}

async function heard(signals: ConnectivitySignals): Promise<ConnectivitySignal['type'][]> {
  const types: ConnectivitySignal['type'][] = [];
  signals.subscribe((signal) => types.push(signal.type));
  await Promise.resolve();
  return types;
}

describe('connectivity signals', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes on what the HTTP client and the browser report', async () => {
    offline(false);
    const signals = new ConnectivitySignals();
    const types: ConnectivitySignal['type'][] = [];
    const stop = signals.subscribe((signal) => types.push(signal.type));
    signals.emit({ type: 'answer.fresh' });
    window.dispatchEvent(new Event('offline'));
    signals.emit({ type: 'write.refused' });
    window.dispatchEvent(new Event('online'));
    stop();
    signals.emit({ type: 'answer.fresh' });
    window.dispatchEvent(new Event('offline'));
    expect(types).toEqual(['answer.fresh', 'network.lost', 'write.refused', 'network.back']);
  });

  it('tells a listener that subscribes without signal of a change refused before anyone listened, once', async () => {
    offline(true);
    const signals = new ConnectivitySignals();
    signals.emit({ type: 'write.refused' });
    expect(await heard(signals)).toEqual(['network.lost', 'write.refused']);
    expect(await heard(signals)).toEqual(['network.lost']);
  });

  it('does not bring back a refusal once the signal is back, or one a listener heard', async () => {
    offline(true);
    const signals = new ConnectivitySignals();
    signals.emit({ type: 'write.refused' });
    offline(false);
    expect(await heard(signals)).toEqual([]);

    offline(true);
    const stop = signals.subscribe(() => {});
    signals.emit({ type: 'write.refused' });
    stop();
    expect(await heard(signals)).toEqual(['network.lost']);
  });
});
