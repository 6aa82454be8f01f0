import * as styles from './skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** line (a line of text), block (a picture, card or chart) or circle (an avatar or icon). */
  shape?: 'line' | 'block' | 'circle';
  /** Lines only: full (default), 3/4, 1/2 or 1/4 of the container. */
  width?: styles.SkeletonVariants['width'];
  /** Blocks: sm 3rem, md 8rem (default), lg 14rem high. Circles: 2.5, 3.5 or 5rem wide. */
  size?: 'sm' | 'md' | 'lg';
  /** Lines only: draw a paragraph of this many lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/**
 * A grey placeholder shaped like the content that is loading, sized so the content replaces it
 * without a layout shift. Hidden from screen readers: mark the loading region with `aria-busy`
 * and a visually hidden "Loading…" text instead. The pulse stops under reduced motion.
 */
export function Skeleton({ shape = 'line', width, size = 'md', lines = 1, className }: SkeletonProps) {
  const cls = (w: SkeletonProps['width']) =>
    [styles.skeleton({ shape, size, width: shape === 'line' ? (w ?? 'full') : undefined }), className]
      .filter(Boolean)
      .join(' ');
  if (shape !== 'line' || lines <= 1) return <span aria-hidden="true" className={cls(width)} />;
  return (
    <span aria-hidden="true" className={styles.group}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={cls(i === lines - 1 ? '1/2' : width)} />
      ))}
    </span>
  );
}
