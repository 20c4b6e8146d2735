import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../../components/Button.styles';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { useFormBinding } from './binding';

/** The words of a send that carries a file. */
export interface UploadWords {
  /** What the bar shows, as its name. */
  label: string;
  percent: (sent: number) => string;
  cancel: string;
  /** Said once the visitor stopped it: nothing is lost. */
  cancelled: string;
}

/** Said aloud at these steps only: a screen reader reading every percent says nothing else. */
const STEP = 25;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.primaryTint};
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 600;
`;

const Bar = styled.progress`
  width: 100%;
  height: 1.25rem;
  appearance: none;
  border: 2px solid ${({ theme }) => theme.color.primaryDark};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.surface};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Cancel = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  justify-self: start;
`;

const Said = styled.p<{ $shown: boolean }>`
  margin: 0;
  font-weight: 600;
  ${({ $shown }) => !$shown && visuallyHidden}
`;

/**
 * A file's way to the server: a progress bar, its percent, and a button that stops the send,
 * keeping every answer and the file. Announced at every quarter, and once when stopped. Nothing
 * shows before a send with a file; the live region is always in the page, so it is watched
 * before its words arrive.
 */
export function SendProgress({ words }: { words: UploadWords }) {
  const { upload, isSubmitting } = useFormBinding();
  const id = useId();
  const said = useRef<HTMLParagraphElement>(null);
  const state = upload?.state;
  const percent = state && 'percent' in state ? state.percent : undefined;
  const cancelled = Boolean(state && 'cancelled' in state);
  const step = percent === undefined ? 0 : Math.floor(percent / STEP) * STEP;

  // Once stopped, the Cancel button is gone: the focus goes back to the send button.
  useEffect(() => {
    if (!cancelled || isSubmitting) return;
    said.current?.closest('form')?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [cancelled, isSubmitting]);

  return (
    <>
      {percent !== undefined && upload && (
        <Wrap>
          <Line>
            <span id={`${id}-label`}>{words.label}</span>
            <span aria-hidden="true">{words.percent(percent)}</span>
          </Line>
          <Bar max={100} value={percent} aria-labelledby={`${id}-label`} />
          <Cancel type="button" $variant="outline" onClick={upload.cancel}>
            <X size={20} aria-hidden="true" />
            {words.cancel}
          </Cancel>
        </Wrap>
      )}
      <Said ref={said} role="status" $shown={cancelled}>
        {cancelled ? words.cancelled : step > 0 ? words.percent(step) : ''}
      </Said>
    </>
  );
}
