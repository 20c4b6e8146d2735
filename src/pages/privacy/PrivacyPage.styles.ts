import styled from 'styled-components';

export const Updated = styled.p`
  margin-bottom: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const PrivacySection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(10)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/** One form's list of what it asks for, under the form's name. */
export const FormFields = styled.div`
  margin-bottom: ${({ theme }) => theme.space(8)};
  h3 {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  ul {
    margin-top: 0;
  }
`;
