import styled from 'styled-components';

export const StyledStatsBand = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)}`};
  }
`;

export const StatsInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  justify-items: center;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.4fr) auto;
    justify-items: stretch;
  }
  > ul {
    width: 100%;
  }
`;
