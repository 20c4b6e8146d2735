import styled from 'styled-components';

/**
 * A dark panel set in the page background, so it never runs into the dark footer: full width
 * with a strip of page below it on phones, a rounded card from md on.
 */
export const StyledCallToAction = styled.section`
  padding: ${({ theme }) => `0 0 ${theme.space(12)}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)} ${theme.space(16)}`};
  }
`;

export const Panel = styled.div`
  position: relative;
  overflow: hidden;
  max-width: calc(${({ theme }) => theme.maxWidth} + ${({ theme }) => theme.space(20)});
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.color.primaryDark};
  color: ${({ theme }) => theme.color.onPrimary};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(14)} ${theme.space(10)}`};
    border-radius: 1.5rem;
  }
  /* A warm glow in one corner: decoration only. */
  &::before {
    content: '';
    position: absolute;
    width: 22rem;
    height: 22rem;
    left: -8rem;
    bottom: -10rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    opacity: 0.55;
  }
  h2 {
    color: inherit;
  }
  /* The usual rust focus ring is too dark here; the footer uses the same bright accent. */
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.color.accent};
  }
`;

export const Layout = styled.div<{ $withForm: boolean }>`
  position: relative;
  display: grid;
  /* Not wider than the panel: an auto column grew to fit the email address unbroken. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(10)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  align-items: start;
  text-align: ${({ $withForm }) => ($withForm ? 'left' : 'center')};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withForm }) =>
      $withForm ? 'minmax(0, 1fr) minmax(0, 1.2fr)' : 'minmax(0, 1fr)'};
  }
`;

export const Subtitle = styled.p<{ $center: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.lead};
  max-width: 36em;
  margin-left: auto;
  margin-right: auto;
  ${({ theme }) => theme.media.lg} {
    margin-left: ${({ $center }) => ($center ? 'auto' : '0')};
  }
`;

export const Actions = styled.div<{ $center: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const FormCard = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
  /* Back to the usual focus ring on the white card. */
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.color.focus};
  }
  h3 {
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

/** Beside the embedded form: what happens when you send it. */
export const Reassurances = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(10)} 0 0`};
  padding: ${({ theme }) => `${theme.space(6)} 0 0`};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.color.accentSoft};
  }
`;
