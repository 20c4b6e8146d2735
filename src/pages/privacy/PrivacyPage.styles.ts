import styled from 'styled-components';

export const Updated = styled.p`
  margin-bottom: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const PrivacySection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(10)};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
