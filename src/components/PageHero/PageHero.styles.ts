import styled from 'styled-components';

export const StyledHero = styled.section`
  position: relative;
  /* The decorative circles reach past the edges; clip them so nothing scrolls sideways. */
  overflow: hidden;
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.color.background} 0%,
    ${({ theme }) => theme.color.primaryTint} 100%
  );
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)} ${theme.space(12)}`};
  ${({ theme }) => theme.media.narrow} {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(6)}`};
  }
  &::before {
    content: '';
    position: absolute;
    width: 26rem;
    height: 26rem;
    right: -9rem;
    top: -11rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accentTint};
  }
`;

export const HeroInner = styled.div<{ $withArt: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withArt }) =>
      $withArt ? 'minmax(0, 1.2fr) minmax(0, 0.8fr)' : '1fr'};
    gap: ${({ theme }) => theme.space(16)};
  }
`;

export const HeroText = styled.div`
  h1 {
    max-width: 20em;
    margin-bottom: ${({ theme }) => theme.space(5)};
  }
`;

export const HeroEyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  /* Rounded, not a pill: the label may wrap to two lines on a phone. */
  border-radius: 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  font-weight: 600;
  color: ${({ theme }) => theme.color.accentText};
`;

export const HeroLead = styled.p`
  max-width: 34em;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lead};
  color: ${({ theme }) => theme.color.text};
`;

export const HeroArt = styled.div`
  justify-self: center;
  width: 100%;
  max-width: 20rem;
  ${({ theme }) => theme.media.md} {
    max-width: 26rem;
  }
  svg,
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const HeroExtra = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
`;
