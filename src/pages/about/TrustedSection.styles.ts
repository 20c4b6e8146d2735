import styled from 'styled-components';

export const TrustedInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  max-width: 60rem;
  margin: 0 auto;
  text-align: center;
  p:last-child {
    margin-bottom: 0;
  }
`;
