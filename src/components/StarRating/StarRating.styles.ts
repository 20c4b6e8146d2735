import styled from 'styled-components';

export const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.color.accent};
`;
