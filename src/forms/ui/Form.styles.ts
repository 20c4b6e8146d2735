import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../components/VisuallyHidden';

/** The form, laid out as a single column; `$gap` is a step of the spacing scale. */
export const StyledForm = styled.form<{ $gap?: number }>`
  display: grid;
  gap: ${({ theme, $gap = 5 }) => theme.space($gap)};
`;

export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.h3};
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
`;

export const FieldWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Required = styled.span`
  color: ${({ theme }) => theme.color.accentText};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: 600;
  color: #a3261b;
  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 2px solid ${({ $invalid }) => ($invalid ? '#a3261b' : '#6b7b7d')};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

export const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

export const Select = styled.select<{ $invalid: boolean }>`
  ${control}
  /*
   * Large text on a phone: a choice longer than the box ("Select a service type") wraps to a
   * second line where the browser can draw its own select; elsewhere it is cut.
   */
  ${({ theme }) => theme.media.narrow} {
    @supports (appearance: base-select) {
      appearance: base-select;
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(2)};
      white-space: normal;
      &::picker(select) {
        appearance: base-select;
      }
    }
  }
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
`;

/** Off-screen and out of the accessibility tree: only bots fill it in. */
export const HoneypotWrap = styled.div`
  ${visuallyHidden}
`;

export const Status = styled.p`
  ${visuallyHidden}
`;

export const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The fields and buttons, one grid with the form's own gap; hidden, not removed, while the form
 * says it was sent, so Formik keeps them and "send another" brings them back empty.
 */
export const FormBody = styled.div`
  display: grid;
  gap: inherit;
  min-width: 0;
  &[hidden] {
    display: none;
  }
`;
