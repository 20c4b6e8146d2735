/** A choice offered by a form: the value sent to the server, the label shown and emailed. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
