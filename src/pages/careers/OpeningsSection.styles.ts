import styled from 'styled-components';
import { cardSurface } from '../../components/IconCard/IconCard.styles';

/** One column on phones and tablets, three from lg: each job is a card of its own. */
export const JobList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  &:empty {
    display: none;
  }
`;

export const JobCard = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  height: 100%;
  h3 {
    margin-top: 0;
  }
  h4 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.body};
  }
  > a {
    align-self: flex-start;
    margin-top: auto;
  }
`;

/**
 * Hours, shifts, pay, place and last day: label beside value, as a job ad reads. A long label
 * ("Solicite antes del") wraps within two fifths of the card rather than squeezing its value
 * into a word a line on a phone.
 */
export const JobFacts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  dd {
    margin: 0;
  }
  /* Large text on a phone: each label above its value, both the card's width. */
  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${({ theme }) => theme.space(2)};
    }
  }
`;

export const Duties = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;
