import { CircleCheck } from 'lucide-react';
import styled from 'styled-components';
import type { FormCopy } from './sendForm';

const Region = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.primaryTint};
  color: ${({ theme }) => theme.color.text};

  /* Empty, it is out of the form's grid (no gap) but stays in the page, so screen readers
     already watch it when the words arrive: a live region added with its words is often missed. */
  &:empty {
    position: absolute;
    padding: 0;
    border: 0;
  }

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Title = styled.strong`
  display: block;
  color: ${({ theme }) => theme.color.primaryDark};
`;

/**
 * "Sent", below the form where the visitor pressed send, until they leave the page or start a
 * new request: a toast disappeared before some could read it. Announced once, politely.
 */
export function SentStatus({ sent }: { sent: FormCopy['success'] | undefined }) {
  return (
    <Region role="status">
      {sent && (
        <>
          <CircleCheck aria-hidden="true" size={24} />
          <span>
            <Title>{sent.title}</Title>
            {sent.description}
          </span>
        </>
      )}
    </Region>
  );
}
