import styled from 'styled-components';

export const Reviewed = styled.p`
  margin-bottom: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StatementSection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(10)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
