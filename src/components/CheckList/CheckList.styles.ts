import styled from 'styled-components';

export const StyledCheckList = styled.ul<{ $columns: 1 | 2 }>`
  display: grid;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(8)}`};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-start;
  }
  /* Large text on a phone: the mark leads the first line, and the words have the whole width. */
  ${({ theme }) => theme.media.narrow} {
    li {
      display: block;
    }
    li > span:first-child {
      margin-right: ${({ theme }) => theme.space(2)};
      vertical-align: middle;
    }
  }
`;

export const CheckMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  margin-top: 0.05em;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primaryTint};
  color: ${({ theme }) => theme.color.primary};
`;
