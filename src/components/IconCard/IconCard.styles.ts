import styled, { css } from 'styled-components';

/** A list of cards: one column on phones, two from md, `$columns` from lg. */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

export const cardSurface = css`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.narrow} {
    padding: ${({ theme }) => theme.space(4)};
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const StyledIconCard = styled.li`
  ${cardSurface}
  /* A stretched link inside (a card whose title is a link) covers the whole card. */
  position: relative;
  /* Phones: the icon beside the title, to keep a long list of cards short. */
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  align-items: center;
  > :not(:first-child, h3) {
    grid-column: 1 / -1;
  }
  h3 {
    margin: 0;
  }
  h3 + * {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  /* Large text on a phone: the title needs the card's whole width, under its icon. */
  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space(3)};
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
    h3 {
      margin-top: ${({ theme }) => theme.space(5)};
    }
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/** The soft, rounded shape behind an icon: warm for values, teal for facts. */
export const IconBadge = styled.span<{ $tone?: 'primary' | 'accent' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 42% 58% 55% 45% / 48% 42% 58% 52%;
  background: ${({ theme, $tone = 'primary' }) =>
    $tone === 'accent' ? theme.color.accentTint : theme.color.primaryTint};
  color: ${({ theme, $tone = 'primary' }) =>
    $tone === 'accent' ? theme.color.accentText : theme.color.primary};
  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;
