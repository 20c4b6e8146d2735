import { privacy } from '../../content/privacy';
import { formNames } from '../../forms/registry';
import { collectedOf, noticedForms } from './noticedForms';
import { FormFields } from './PrivacyPage.styles';

function Group({ id, label, lines }: { id: string; label: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <p id={id}>{label}</p>
      <ul aria-labelledby={id}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** What each registered form asks for, in the registry's order, in the form's own words. */
export function FormsCollected() {
  const words = privacy.formFields;
  return (
    <>
      <p>{words.intro}</p>
      {formNames.map((name) => {
        const form = noticedForms[name];
        const { required, optional } = collectedOf(form);
        const id = `privacy-form-${name}`;
        return (
          <FormFields key={name} data-form={name}>
            <h3 id={id}>{form.words.name}</h3>
            <Group id={`${id}-required`} label={words.required} lines={required} />
            <Group id={`${id}-optional`} label={words.optional} lines={optional} />
          </FormFields>
        );
      })}
    </>
  );
}
