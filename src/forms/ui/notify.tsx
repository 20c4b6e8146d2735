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

/** The one place the forms raise toasts: a confirmation, or a failure that keeps the values. */
export const notify = {
  sent: (outcome: Outcome) => {
    // An earlier failure is over once it went through: do not leave "Error" beside "Sent".
    toast.dismiss();
    return toast.success(<Message {...outcome} />, { duration: 8000 });
  },
  failed: (outcome: Outcome) =>
    toast.error(<Message {...outcome} />, {
      duration: 12000,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    }),
};
