import { forwardRef, type ReactNode } from 'react';
import * as styles from './page-heading.css';

/** Props of {@link PageHeading}. Texts are already translated. */
export interface PageHeadingProps {
  /** The page's one h1. */
  title: string;
  /** A sentence under the title saying what the page is for. */
  description?: ReactNode;
  /** Page-level actions beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
}

/**
 * The page's h1 and introduction. The h1 takes focus from script (`tabIndex={-1}`, ref forwarded),
 * so after a route change the app can move focus to it and screen readers read the new page.
 */
export const PageHeading = forwardRef<HTMLHeadingElement, PageHeadingProps>(function PageHeading(
  { title, description, actions },
  ref,
) {
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <h1 ref={ref} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions}
    </div>
  );
});
