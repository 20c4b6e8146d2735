import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/**
 * A section's background. Pages alternate them so sections read as separate blocks:
 * `plain` (the warm off-white page), `surface` (white), `tint` (pale primary), `warm` (pale accent).
 */
export type SectionTone = 'plain' | 'surface' | 'tint' | 'warm';

const toneBackground = (theme: DefaultTheme, tone: SectionTone) =>
  ({
    plain: 'transparent',
    surface: theme.color.surface,
    tint: theme.color.primaryTint,
    warm: theme.color.accentTint,
  })[tone];

export const Section = styled.section<{ $tint?: boolean; $tone?: SectionTone }>`
  background: ${({ theme, $tint, $tone }) => toneBackground(theme, $tone ?? ($tint ? 'tint' : 'plain'))};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(6)}`};
  }
`;

export const Container = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ theme, $narrow }) => ($narrow ? '48rem' : theme.maxWidth)};
  margin: 0 auto;
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lead};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 40em;
`;

/** Two columns from the lg breakpoint on: text beside a picture, or a form beside details. */
export const Split = styled.div<{ $reverse?: boolean; $align?: 'start' | 'center' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: ${({ $align = 'center' }) => $align};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
    gap: ${({ theme }) => theme.space(16)};
    > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 0)};
    }
  }
`;

/** A row of buttons that wraps on narrow screens. */
export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: ${({ theme }) => theme.space(8)};
`;
