import styled from 'styled-components';

export const StyledCallToAction = styled.section`
  background: ${({ theme }) => theme.color.primaryDark};
  color: ${({ theme }) => theme.color.onPrimary};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(6)}`};
  }
  h2 {
    color: inherit;
  }
`;

export const Layout = styled.div<{ $withForm: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  align-items: start;
  text-align: ${({ $withForm }) => ($withForm ? 'left' : 'center')};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withForm }) => ($withForm ? '1fr 1.2fr' : '1fr')};
  }
`;

export const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lead};
  max-width: 36em;
  margin-left: auto;
  margin-right: auto;
  ${({ theme }) => theme.media.lg} {
    margin-left: 0;
  }
`;

export const Actions = styled.div<{ $center: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const FormCard = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
  h3 {
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;
