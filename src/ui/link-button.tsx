import { useLingui } from '@lingui/react';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import * as styles from './button.css';
import { ExternalLinkIcon } from './icon';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link LinkButton}; every native anchor attribute (onClick, target, rel…) passes through. */
export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes. Required: without it this should be a Button. */
  href: string;
  /** Same variants as Button. */
  variant?: styles.ButtonVariants['variant'];
  /** Same sizes as Button, all at least 44×44 px. */
  size?: styles.ButtonVariants['size'];
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Opens in a new tab with `rel="noopener noreferrer"`, an external-link icon and a hidden note. */
  external?: boolean;
}

/** A link that looks like a button: for navigation, e.g. "Add a booking" leading to a form page. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, fullWidth, icon, external = false, className, children, ...rest },
  ref,
) {
  const { i18n } = useLingui();
  const classes = [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a ref={ref} className={classes} {...newTab} {...rest}>
      {icon}
      {children}
      {external && (
        <>
          <ExternalLinkIcon size="sm" />
          <VisuallyHidden>{i18n._({ id: 'ui.link.newTab', message: '(opens in a new tab)' })}</VisuallyHidden>
        </>
      )}
    </a>
  );
});
