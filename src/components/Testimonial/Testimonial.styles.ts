import styled from 'styled-components';

export const StyledTestimonial = styled.figure<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(10)} ${theme.space(8)} ${theme.space(8)}`};
  }
  blockquote {
    flex: 1;
    margin: 0;
    font-size: ${({ theme, $featured }) => ($featured ? theme.fontSize.lead : theme.fontSize.body)};
  }
  blockquote p {
    margin: 0;
  }
`;

export const QuoteMark = styled.span`
  position: absolute;
  top: ${({ theme }) => `-${theme.space(5)}`};
  left: ${({ theme }) => theme.space(6)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  strong {
    color: ${({ theme }) => theme.color.primaryDark};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
