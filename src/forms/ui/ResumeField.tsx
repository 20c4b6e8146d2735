import { AlertCircle } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { applicationForm } from '../apply/words';
import { validationMessages as say } from '../../content/forms';
import { RESUME_FIELD } from '../../config/resume';
import { fileSize } from '../../lib/fileSize';
import { RESUME_ACCEPT, resumeProblem } from '../resume';
import { ErrorText, FieldWrap, Hint, Input, Label } from './Form.styles';

/**
 * The optional résumé. The browser checks its type and size as soon as one is chosen; a
 * custom validity stops the form from sending it (EnhancedForm counts it with the schema's
 * refusals), with the reason under the field. The file chosen is named under the field with its
 * size, as a phone counts it. The server checks the content again, and without JavaScript it is
 * the only check.
 */
export function ResumeField({ idPrefix }: { idPrefix: string }) {
  const [error, setError] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const id = `${idPrefix}-${RESUME_FIELD}`;
  const copy = applicationForm.resume;

  const check = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const problem = file ? resumeProblem(file) : undefined;
    const message =
      problem === 'tooLarge' ? say.resumeTooLarge : problem ? say.resumeType : undefined;
    event.currentTarget.setCustomValidity(message ?? '');
    setError(message);
    setChosen(file && copy.chosen(file.name, fileSize(file.size)));
  };

  return (
    <FieldWrap>
      <Label htmlFor={id}>{copy.label}</Label>
      <Hint id={`${id}-hint`}>{copy.hint}</Hint>
      <Input
        id={id}
        name={RESUME_FIELD}
        type="file"
        accept={RESUME_ACCEPT}
        onChange={check}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, chosen && `${id}-chosen`, error && `${id}-error`]
          .filter(Boolean)
          .join(' ')}
      />
      {chosen && <Hint id={`${id}-chosen`}>{chosen}</Hint>}
      {error && (
        <ErrorText id={`${id}-error`}>
          <AlertCircle size={18} aria-hidden="true" />
          {error}
        </ErrorText>
      )}
    </FieldWrap>
  );
}
