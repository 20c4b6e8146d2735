import toast from 'react-hot-toast';
import styled from 'styled-components';

const Title = styled.strong`
  display: block;
`;

const Description = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.small};
`;

interface Outcome {
  title: string;
  description: string;
}

function Message({ title, description }: Outcome) {
  return (
    <span>
      <Title>{title}</Title>
      <Description>{description}</Description>
    </span>
  );
}

/**
 * The one place the forms raise toasts: a failure that keeps the values. A form that went
 * through says so in the page instead (SentStatus), where it stays.
 */
export const notify = {
  /** An earlier failure is over once the form went through: no "Error" beside "Sent". */
  sent: () => toast.dismiss(),
  failed: (outcome: Outcome) =>
    toast.error(<Message {...outcome} />, {
      duration: 12000,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    }),
};
