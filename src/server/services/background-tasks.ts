import type { Log } from '../log';

/**
 * Work a request starts but does not wait for (sending a recovery message after the answer, so
 * known and unknown accounts answer in the same time). Failures are logged; `drain` lets tests
 * and shutdown wait for what is still running.
 */
export class BackgroundTasks {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly log: Log) {}

  run(name: string, task: () => Promise<void>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `${name} failed`))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
