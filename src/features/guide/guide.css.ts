import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, maxWidth: '46rem', lineHeight: vars.lineHeight.normal });

export const toc = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space['2xs'] });

export const tocLink = style({ color: vars.color.accentText, display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch });

export const section = style({ display: 'grid', gap: vars.space.sm, scrollMarginTop: vars.space['3xl'] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const text = style({ margin: 0 });
