import styled from 'styled-components';

export const StyledStatList = styled.ul`
  display: grid;
  /* Three across from 375 px; narrower, the third wraps rather than a label breaking mid-word. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 6rem), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space(6)};
  }
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
`;

export const StatValue = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(2rem, 1.6rem + 2vw, 3rem);
  font-weight: 700;
  line-height: 1.1;
  color: ${({ theme }) => theme.color.primary};
`;

export const StatLabel = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: normal;
  ${({ theme }) => theme.media.belowMd} {
    font-size: 1rem;
  }
`;
