import type { ReactNode, SVGProps } from 'react';
import * as styles from './icon.css';

/** Props shared by every icon. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** Size relative to the surrounding text: sm 1em, md 1.25em (default), lg 1.5em, xl 2.5em. */
  size?: keyof typeof styles.size;
  /**
   * Already-translated accessible name. Without it the icon is decorative (aria-hidden), which is
   * right whenever text next to it says the same thing.
   */
  label?: string;
}

/** A React component drawing one 24×24 stroke icon in `currentColor`. */
export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

function createIcon(name: string, paths: ReactNode): IconComponent {
  const Icon = ({ size = 'md', label, className, ...rest }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      className={[styles.icon, styles.size[size], className].filter(Boolean).join(' ')}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {paths}
    </svg>
  );
  Icon.displayName = `${name}Icon`;
  return Icon;
}

const circle = <circle cx="12" cy="12" r="9" />;

export const BellIcon = /* @__PURE__ */ createIcon('Bell', <><path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a2 2 0 0 0 3.4 0" /></>);
export const UserIcon = /* @__PURE__ */ createIcon('User', <><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>);
export const GlobeIcon = /* @__PURE__ */ createIcon('Globe', <>{circle}<path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" /></>);
export const CloseIcon = /* @__PURE__ */ createIcon('Close', <path d="M6 6l12 12M18 6 6 18" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRight', <path d="m9 6 6 6-6 6" />);
export const CheckCircleIcon = /* @__PURE__ */ createIcon('CheckCircle', <>{circle}<path d="m8 12.5 3 3 5-6" /></>);
export const WarningIcon = /* @__PURE__ */ createIcon('Warning', <><path d="M12 3.5 2.5 20h19z" /><path d="M12 10v4M12 17h.01" /></>);
export const InfoIcon = /* @__PURE__ */ createIcon('Info', <>{circle}<path d="M12 11v5M12 8h.01" /></>);
export const ErrorIcon = /* @__PURE__ */ createIcon('Error', <><path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z" /><path d="M12 7.5v5M12 16h.01" /></>);
/** Several homes (the homes page): two houses side by side. */
export const HomesIcon = /* @__PURE__ */ createIcon('Homes', <><path d="M1.5 11 7 6.5l5.5 4.5" /><path d="M3 10v9.5h8V10" /><path d="M12.5 8.5 17 5l5.5 4.5" /><path d="M14.5 9v10.5H21V9" /></>);
export const HomeIcon = /* @__PURE__ */ createIcon('Home', <><path d="M3 10.5 12 3l9 7.5" /><path d="M5 9v11h14V9M10 20v-6h4v6" /></>);
export const CalendarIcon = /* @__PURE__ */ createIcon('Calendar', <><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></>);
export const LogoutIcon = /* @__PURE__ */ createIcon('Logout', <path d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M16 17l5-5-5-5M21 12H9" />);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon('ExternalLink', <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />);
export const HelpIcon = /* @__PURE__ */ createIcon('Help', <>{circle}<path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" /></>);
export const PhoneIcon = /* @__PURE__ */ createIcon('Phone', <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z" />);
export const MailIcon = /* @__PURE__ */ createIcon('Mail', <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3.5 6.5 8.5 6.5 8.5-6.5" /></>);
export const EyeIcon = /* @__PURE__ */ createIcon('Eye', <><path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7z" /><circle cx="12" cy="12" r="3" /></>);
export const EyeOffIcon = /* @__PURE__ */ createIcon('EyeOff', <path d="M10.6 5.1Q11.3 5 12 5c6 0 9.5 7 9.5 7a17 17 0 0 1-2.2 3.1M6.6 6.6C3.9 8.4 2.5 12 2.5 12S6 19 12 19a9.4 9.4 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />);
export const FacebookIcon = /* @__PURE__ */ createIcon('Facebook', <><rect x="3" y="3" width="18" height="18" rx="4" /><path d="M15.5 8H14a2 2 0 0 0-2 2v11M9.5 13h5" /></>);
export const InstagramIcon = /* @__PURE__ */ createIcon('Instagram', <><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.5 6.5h.01" /></>);
export const LinkedinIcon = /* @__PURE__ */ createIcon('Linkedin', <><rect x="3" y="3" width="18" height="18" rx="3" /><path d="M8 10v7M8 7h.01M12 17v-7M12 17v-4a2.5 2.5 0 0 1 5 0v4" /></>);
export const StarIcon = /* @__PURE__ */ createIcon('Star', <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />);
export const ChartIcon = /* @__PURE__ */ createIcon('Chart', <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />);
export const DocumentIcon = /* @__PURE__ */ createIcon('Document', <><path d="M6 3h8l4 4v14H6z" /><path d="M14 3v4h4M9 12h6M9 16h6" /></>);
export const ListIcon = /* @__PURE__ */ createIcon('List', <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />);
export const WalletIcon = /* @__PURE__ */ createIcon('Wallet', <><rect x="3" y="6" width="18" height="14" rx="2" /><path d="M3 10h18M16 15h2M6 6l9-3 1 3" /></>);
export const MoreIcon = /* @__PURE__ */ createIcon('More', <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3" />);
export const SpinnerIcon = /* @__PURE__ */ createIcon('Spinner', <><circle cx="12" cy="12" r="9" opacity="0.25" /><path d="M21 12a9 9 0 0 0-9-9" /></>);
