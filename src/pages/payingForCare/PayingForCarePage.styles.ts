import styled from 'styled-components';
import { cardSurface } from '../../components/IconCard/IconCard.styles';

/** The page's topics, linked at the top: each a section below. */
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
  a[rel='external'] {
    font-weight: 600;
    svg {
      margin-left: ${({ theme }) => theme.space(1)};
      vertical-align: -0.125em;
    }
  }
  a[href^='tel:'] {
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

/** "Last reviewed November 26, 2026", above the page's first section. */
export const Reviewed = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const AcceptsCard = styled.section`
  ${cardSurface}
  margin-bottom: ${({ theme }) => theme.space(10)};
  h2 {
    margin-top: 0;
  }
`;

/** Each way to pay: its name, then the answer with a mark, then a sentence or two. */
export const AcceptedWays = styled.dl`
  margin: 0;
  > div {
    padding: ${({ theme }) => theme.space(4)} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  > div:last-child {
    padding-bottom: 0;
  }
  dt {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.h3};
    font-weight: 700;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  dd p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

/** The answer in words, marked with a check or a dash: the words carry it, not the colour. */
export const Answer = styled.p<{ $accepted: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  color: ${({ $accepted, theme }) => ($accepted ? theme.color.primary : theme.color.accentText)};
  svg {
    flex: none;
  }
`;

/** After the table: what the estimate and the table include and leave out. */
export const Includes = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h3 {
    margin-top: 0;
  }
  ul {
    margin-bottom: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** The hourly rate and a week's cost, first on the page, with Request Care beside them. */
export const PriceCard = styled.section`
  ${cardSurface}
  max-width: 44rem;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.h3};
  }
`;

/** The figures and the button: side by side while both fit, the button under them when not. */
export const PriceRow = styled.div<{ $after?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  margin: ${({ $after, theme }) => ($after ? `${theme.space(6)} 0 ${theme.space(10)}` : '0')};
  > div {
    min-width: 0;
  }
`;

export const Rate = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.h2};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.heading};
  color: ${({ theme }) => theme.color.primaryDark};
`;

export const Week = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  span {
    display: inline-block;
  }
`;

export const PriceNote = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.color.textMuted};
`;
