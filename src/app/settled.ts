/**
 * Marks a promise the way React's `use` reads it (`status` and `value`): once settled, `use`
 * returns its value at once instead of suspending. So a component always calls `use` (React pairs
 * the calls of a render by their order: a call made only sometimes would read another's value),
 * and a server-rendered page's render after loading its parts does not suspend.
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  void promise.then(
    (value) => void Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
