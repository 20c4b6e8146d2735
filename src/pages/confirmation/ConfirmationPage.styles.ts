import styled from 'styled-components';

export const AnswerList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(8)}`};
  max-width: 40em;
`;

/**
 * One answer's rule. The server links to the first wrong answer by its id; `:target` marks
 * it without any script, because this page is where a form posted without JavaScript lands.
 */
export const Answer = styled.div`
  border-left: 4px solid transparent;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  &:target {
    border-left-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentTint};
    scroll-margin-top: 8rem;
  }
`;

export const Flag = styled.dd`
  font-weight: 700;
  ${Answer}:not(:target) & {
    display: none;
  }
`;

/** Lines as long as the lead's, for easy reading: the page's text, and its other language. */
export const Detail = styled.p`
  max-width: 40em;
`;

export const OtherLanguage = styled.section`
  max-width: 40em;
  margin-top: ${({ theme }) => theme.space(6)};
`;
