/** Minimum viewport width in px of each breakpoint. */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** '<md' holds below the md width, '>=md' from it on. */
export interface DeviceRule {
  readonly op: '<' | '>=';
  readonly breakpoint: Breakpoint;
}

const DEVICE_RULE = /^(<|>=)(xs|sm|md|lg|xl|2xl)$/;

/** Reads a device rule: only '<' or '>=' directly followed by xs, sm, md, lg, xl or 2xl; otherwise null. */
export function parseDeviceRule(rule: string): DeviceRule | null {
  const match = DEVICE_RULE.exec(rule);
  return match ? { op: match[1] as DeviceRule['op'], breakpoint: match[2] as Breakpoint } : null;
}

/** Whether a viewport width (px) satisfies a device rule; an invalid rule matches nothing. */
export function matchesDeviceRule(rule: string, widthPx: number): boolean {
  const parsed = parseDeviceRule(rule);
  if (parsed === null) return false;
  const min = BREAKPOINTS[parsed.breakpoint];
  return parsed.op === '<' ? widthPx < min : widthPx >= min;
}
