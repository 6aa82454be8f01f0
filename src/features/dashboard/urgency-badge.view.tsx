import { useLingui } from '@lingui/react';
import type { Urgency } from '../../domain/enumerations';
import { CalendarIcon, ErrorIcon, type IconComponent, InfoIcon, WarningIcon } from '../../ui/icon';
import * as styles from './dashboard.css';
import { urgencyLabels } from './task-text';

const icons: Record<Urgency, IconComponent> = { NONE: InfoIcon, ONGOING: CalendarIcon, WARNING: WarningIcon, URGENT: ErrorIcon };

/** How urgent a task is, as icon, word and colour together (never colour alone). */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { i18n } = useLingui();
  const Icon = icons[urgency];
  return (
    <span className={`${styles.urgency} ${styles.urgencyTone[urgency]}`}>
      <Icon size="sm" />
      {i18n._(urgencyLabels[urgency])}
    </span>
  );
}
