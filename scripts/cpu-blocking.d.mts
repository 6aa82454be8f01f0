export function cpuBlockingMs(events: readonly unknown[], slowdown?: number): number;
