import styled from 'styled-components';
import { cardSurface } from '../../components/IconCard/IconCard.styles';

/** The page's topics, linked at the top: five ways to pay, each a section below. */
export const WaysNav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(10)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

export const Way = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(12)};
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

export const Programs = styled.ul`
  strong {
    color: ${({ theme }) => theme.color.primaryDark};
  }
  a {
    white-space: nowrap;
  }
`;

export const EstimatorCard = styled.section`
  ${cardSurface}
  /* Without script the field would do nothing: the table below gives the same figures. */
  @media (scripting: none) {
    display: none;
  }
  margin-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSize.h3};
  }
  label {
    display: block;
    font-weight: 600;
  }
  label + p {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  > :last-child {
    margin-bottom: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const HoursInput = styled.input`
  width: 8rem;
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.lead};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Estimate = styled.output`
  display: block;
  min-height: 5.5rem;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lead};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * Four columns from tablets up; on a phone each schedule is a block of its own, every figure
 * with its column's name before it, rather than four columns too narrow to read.
 */
export const CostTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.h3};
    font-weight: 700;
    color: ${({ theme }) => theme.color.primaryDark};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    border-bottom-width: 2px;
  }
  ${({ theme }) => theme.media.belowMd} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space(3)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    th,
    td {
      display: block;
      padding: ${({ theme }) => theme.space(1)} 0;
      border: 0;
    }
    td::before {
      content: attr(data-label) ': ';
      font-weight: 600;
    }
  }
`;
