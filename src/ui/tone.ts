import type { I18n } from '@lingui/core';
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon, type IconComponent } from './icon';

/** The four status tones. Each has its own icon and name, so status is never told by colour alone. */
export type Tone = 'info' | 'success' | 'warning' | 'danger';

/** The icon drawn for each tone: circle "i", circled tick, triangle "!", octagon "!". */
export const toneIcon: Record<Tone, IconComponent> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
};

/** The translated name of a tone with its punctuation ("Error:"), read by screen readers before the text. */
export function toneLabel(i18n: I18n, tone: Tone): string {
  switch (tone) {
    case 'info':
      return i18n._({ id: 'ui.tone.info', message: 'Information:' });
    case 'success':
      return i18n._({ id: 'ui.tone.success', message: 'Success:' });
    case 'warning':
      return i18n._({ id: 'ui.tone.warning', message: 'Warning:' });
    case 'danger':
      return i18n._({ id: 'ui.tone.danger', message: 'Error:' });
  }
}
