import styled from 'styled-components';

export const DetailList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The icon beside the label; the details under both, at the full width a phone has. */
export const Detail = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(4)};
  row-gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  h3 {
    margin: 0;
  }
  > :not(:first-child, h3) {
    grid-column: 1 / -1;
  }
  /* Wider screens: the icon beside both, the details right under their label. */
  ${({ theme }) => theme.media.md} {
    row-gap: ${({ theme }) => theme.space(1)};
    align-items: start;
    > :first-child {
      grid-row: span 2;
    }
    > :not(:first-child, h3) {
      grid-column: 2;
    }
    h3 {
      margin-top: ${({ theme }) => theme.space(3)};
    }
  }
  p {
    margin: 0;
  }
  a:not([class]) {
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    min-height: ${({ theme }) => theme.minTarget};
    /* The email address is one long word: on the narrowest phones it has to break. */
    overflow-wrap: anywhere;
  }
`;

export const Consultation = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.accentTint};
  border-left: 6px solid ${({ theme }) => theme.color.accent};
  h3 {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
  }
`;

/** The number, large: a button that dials on phones, plain text on wider screens. */
export const PhoneLine = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lead};
  /* Large text on a phone: the number, on one line, at the text's own size fits the screen. */
  ${({ theme }) => theme.media.narrow} {
    font-size: inherit;
  }
`;

/** The places' pages as a row of links that wraps: six short names take two or three lines. */
export const PlaceLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;
