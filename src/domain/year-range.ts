/**
 * A span of calendar years for display: '2020' when equal, '2020/21' when adjacent, '2020-22' when
 * further apart (the end year in full, '2020-2150', once it is 100 or more years later).
 */
export function formatYearRange(from: number, to: number): string {
  const start = Math.min(from, to);
  const end = Math.max(from, to);
  if (start === end) return String(start);
  if (end - start >= 100) return `${start}-${end}`;
  const short = String(end % 100).padStart(2, '0');
  return end - start === 1 ? `${start}/${short}` : `${start}-${short}`;
}
