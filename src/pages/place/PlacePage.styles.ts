import styled from 'styled-components';

/** One topic of a place's page: sections of running text, a rule of space between them. */
export const PlaceSection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(12)};
  }
  /* A number broken over two lines is easy to misdial. */
  a[href^='tel:'] {
    white-space: nowrap;
  }
  h3 {
    margin-top: ${({ theme }) => theme.space(6)};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/** A list whose items each lead with a bold name (a service, a hospital, an agency). */
export const NamedList = styled.ul`
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  strong {
    color: ${({ theme }) => theme.color.primaryDark};
  }
  /* A number broken over two lines is easy to misdial. */
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;

/** ZIP codes as a row of tags that wraps: short, so several fit on a phone's line. */
export const ZipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primaryTint};
    color: ${({ theme }) => theme.color.primaryDark};
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

export const BackLink = styled.p`
  margin-top: ${({ theme }) => theme.space(12)};
`;
