import styled from 'styled-components';

export const TopicList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.minTarget};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

export const TopicLabel = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
`;
