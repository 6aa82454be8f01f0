export interface PortCoverage {
  entry: string;
  used: string[];
  missing: string[];
}
export function portCoverage(meta?: unknown): PortCoverage[];
