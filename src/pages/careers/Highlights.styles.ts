import styled from 'styled-components';

export const HighlightList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Highlight = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  strong {
    display: block;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  /* Large text on a phone: the icon above the words, which have the whole width. */
  ${({ theme }) => theme.media.narrow} {
    flex-direction: column;
  }
`;
