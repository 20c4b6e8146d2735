import styled from 'styled-components';

export const StyledPhoto = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.medium};
  object-fit: cover;
  background: ${({ theme }) => theme.color.primaryTint};
`;
