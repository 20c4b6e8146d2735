import styled from 'styled-components';

/** One readable column: a job ad is read top to bottom, on a phone as on a desk. */
export const JobDetails = styled.div`
  max-width: 44rem;
  h2 {
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(3)};
  }
`;
