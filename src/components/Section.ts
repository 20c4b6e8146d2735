import styled from 'styled-components';

export const Section = styled.section<{ $tint?: boolean }>`
  background: ${({ theme, $tint }) => ($tint ? theme.color.primaryTint : 'transparent')};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(6)}`};
  }
`;

export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lead};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 40em;
`;
