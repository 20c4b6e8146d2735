/** A choice offered by a form: the value sent to the server, the label shown and emailed. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * A choice's options: its values, from the form's definition, in that order, each with its
 * label from this language's words (a value with no label is a type error).
 */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<NoInfer<V>, string>>,
): Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Options in the alphabetical order of their labels in a language, as a reader looks for them. */
export function byLabel<O extends Option>(options: O[], lang: string): O[] {
  const collator = new Intl.Collator(lang);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}
