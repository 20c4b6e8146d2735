import styled from 'styled-components';

export const StyledCategory = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(12)};
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
`;

export const QuestionList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
