import styled from 'styled-components';

export const StyledPhoto = styled.img`
  display: block;
  width: 100%;
  height: auto;
  /* A portrait photo stays within a screen's height, cropped to its middle, not the page's. */
  max-height: min(36rem, 85vh);
  border-radius: ${({ theme }) => theme.radius.medium};
  object-fit: cover;
  background: ${({ theme }) => theme.color.primaryTint};
`;
