import type { ReactNode } from 'react';
import type { BrandConfig } from './brand';

/** What every layout gets from the app. */
export interface LayoutProps {
  brand: BrandConfig;
  languageSwitch: ReactNode;
  /** The guide link target; null hides it (on the guide page, or while there is no guide). */
  guideHref: string | null;
  /** Error pages hide the cookie settings link. */
  errorPage: boolean;
  onCookieSettings: () => void;
  children: ReactNode;
}

/** The signed-in account as the logged-in header shows it. */
export interface LayoutAccount {
  userName: string;
  /** ViewErv: the insurance contact entry is visible. */
  showInsurance: boolean;
  /** The support center's contact pages (null while not open to the owner). */
  contactPages?: { write: string | null; list: string | null };
  onLogout: () => void;
}

/** Parts of the logged-in header that the app fills in from other features. */
export interface LoggedInSlots {
  /** The inbox bell: a link to /inbox with the "something new" dot. */
  bell?: ReactNode;
  /** The primary navigation (a bottom tab bar on phones, a bar under the header on wide screens). */
  nav?: ReactNode;
}
