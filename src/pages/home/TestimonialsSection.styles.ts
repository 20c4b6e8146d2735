import styled from 'styled-components';

export const TestimonialGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)} 0 0;
  list-style: none;
  max-width: 44rem;
  margin: 0 auto;
  ${({ theme }) => theme.media.lg} {
    max-width: none;
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
