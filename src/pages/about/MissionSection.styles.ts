import styled from 'styled-components';

export const MissionCard = styled.div`
  position: relative;
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  border-top: 6px solid ${({ theme }) => theme.color.accent};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(16)}`};
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

export const MissionText = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem);
  line-height: 1.5;
  color: ${({ theme }) => theme.color.text};
`;
