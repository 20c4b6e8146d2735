import styled from 'styled-components';

/** A place card's county and ZIP codes, as label and value pairs. */
export const PlaceFacts = styled.dl`
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd:last-child {
    margin-bottom: 0;
  }
`;

export const NotListed = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space(12)} auto 0;
  text-align: center;
  > :last-child {
    margin-bottom: 0;
  }
`;
