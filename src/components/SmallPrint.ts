import styled from 'styled-components';

/** Notices a reader may need but rarely reads first: equal opportunity, background checks. */
export const SmallPrint = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.color.textMuted};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.body};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
