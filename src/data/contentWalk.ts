/** What the check and the launch gate both need to walk a content file's parsed JSON. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An item of a list named as a person finds it in the file: `[its-id]`, else `[index]`. */
export function itemName(item: unknown, index: number): string {
  return isRecord(item) && typeof item.id === 'string' && item.id ? `[${item.id}]` : `[${index}]`;
}
