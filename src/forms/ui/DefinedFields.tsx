import { copyOf, layoutOf, type FieldDefinition, type FormDefinition } from '../definition';
import { Field, type FieldProps } from './Field';
import { Fieldset, Legend, Row } from './Form.styles';
import { ui } from '../../content/ui';
import { outsideServiceArea } from '../serviceArea';
import { PaymentNote } from './PaymentNote';

const areaAdvice = (zip: string) => (outsideServiceArea(zip) ? ui.outsideServiceArea : undefined);
const paymentAdvice = (choice: string) => choice && <PaymentNote choice={choice} />;

/** The control, browser hints and limits a field's kind brings. */
function controlOf(field: FieldDefinition, placeholder?: string): FieldProps['control'] {
  switch (field.kind) {
    case 'text':
      return { kind: 'input', type: 'text' };
    case 'email':
      return { kind: 'input', type: 'email' };
    case 'tel':
      return { kind: 'input', type: 'tel' };
    case 'zip':
      return { kind: 'input', type: 'text', inputMode: 'numeric', pattern: '\\d{5}(-\\d{4})?' };
    case 'choice':
      return { kind: 'select', options: field.options ?? [], placeholder };
    case 'longText':
      return { kind: 'textarea' };
  }
}

/**
 * Every field of a form, in its sections and rows, straight from its definition: a field
 * cannot be defined and then left off the page.
 */
export function DefinedFields({
  definition,
  idPrefix,
}: {
  definition: FormDefinition;
  idPrefix: string;
}) {
  const field = (spec: FieldDefinition) => {
    const copy = copyOf(definition, spec);
    return (
      <Field
        key={spec.name}
        idPrefix={idPrefix}
        name={spec.name}
        label={copy.label}
        hint={copy.hint}
        autoComplete={spec.autoComplete}
        required={spec.required}
        maxLength={spec.max}
        control={controlOf(spec, copy.placeholder)}
        advice={spec.servedArea ? areaAdvice : spec.acceptedPayment ? paymentAdvice : undefined}
      />
    );
  };
  const rows = (fields: FieldDefinition[][]) =>
    fields.flatMap((row) =>
      row.length > 1
        ? [<Row key={row.map((spec) => spec.name).join()}>{row.map(field)}</Row>]
        : row.map(field),
    );
  return layoutOf(definition).flatMap((section) =>
    section.legend === undefined
      ? rows(section.rows)
      : [
          <Fieldset key={section.legend}>
            <Legend>{section.legend}</Legend>
            {rows(section.rows)}
          </Fieldset>,
        ],
  );
}
