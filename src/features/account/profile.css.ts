import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The overview's sections: one column on phones, two from tablet width. */
export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });

/** Label and value pairs of a section. */
export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space['2xs'] });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The links of a section to its child pages. */
export const sectionLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.lg}`, marginTop: vars.space.sm });

/** A group of checkboxes (one notification kind). */
export const channels = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const channelsLegend = style({ fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space['2xs']}` });
export const channelList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });
export const checkbox = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touch, cursor: 'pointer' });
export const checkboxInput = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.accent });
