import { describe, expect, it } from 'vitest';
import { deferredPorts } from '../../src/app/deferred-ports';
import { portKey, type PortResolver } from '../../src/ports/port-key';

interface Greeter {
  greet(name: string): Promise<string>;
}
const greeterPort = portKey<Greeter>('test.greeter');

describe('deferred ports', () => {
  it("call the bound adapter once the container has loaded, with the caller's arguments and the adapter as `this`", async () => {
    let load = (_: PortResolver) => {};
    const container = new Promise<PortResolver>((resolve) => (load = resolve));
    const greeter = deferredPorts(container).get(greeterPort);
    let answered = false;
    const answer = greeter.greet('Ana').then((text) => ((answered = true), text));
    await Promise.resolve();
    expect(answered).toBe(false);
    const adapter = { prefix: 'Dobar dan', greet(this: { prefix: string }, name: string) { return Promise.resolve(`${this.prefix}, ${name}`); } };
    load({ get: <T>() => adapter as unknown as T });
    await expect(answer).resolves.toBe('Dobar dan, Ana');
  });

  it('are no promises themselves (awaiting a port does not wait for a method named then)', async () => {
    const greeter = deferredPorts(new Promise<PortResolver>(() => {})).get(greeterPort);
    expect(await greeter).toBe(greeter);
  });

  it("pass on the container's failure to load to the caller", async () => {
    const greeter = deferredPorts(Promise.reject(new Error('chunk failed'))).get(greeterPort);
    await expect(greeter.greet('Ana')).rejects.toThrow('chunk failed');
  });
});
