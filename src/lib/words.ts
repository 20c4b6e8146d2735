/*
 * Plain English and Spanish formatting without `Intl`: the first `Intl` formatter a page creates loads
 * locale data, which cost about 16 ms of start-up on a fast machine and four times that on a
 * phone, for three words of text.
 */

/** "A", "A and B", "A, B, and C": the serial comma, as `Intl.ListFormat('en-US')` writes it. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1) ?? ''}`;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "May 4, 2026" from "2026-05-04", the same on the server and in any browser's time zone. */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** "A", "A y B", "A, B y C": no serial comma, as `Intl.ListFormat('es')` writes it. */
export function listInSpanish(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' y ');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1) ?? ''}`;
}

const meses = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** "4 de mayo de 2026" from "2026-05-04". */
export function longSpanishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? meses[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}

/** "$1,234": whole US dollars with thousands separated, as both languages write them here. */
export function dollars(amount: number): string {
  const whole = String(Math.round(amount));
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
