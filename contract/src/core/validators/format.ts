/**
 * The programme's time zone: datetimes with an offset are shown as dates there.
 *
 * @example
 * new Intl.DateTimeFormat('es-ES', { timeZone: PORTAL_TIME_ZONE }).format(date)
 */
export const PORTAL_TIME_ZONE = 'Europe/Madrid';

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

/**
 * True for a calendar date written 'yyyy-mm-dd' that exists (what a date input gives).
 *
 * @example
 * isIsoDate('2024-02-29') // true
 * isIsoDate('2023-02-29') // false
 */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Converts a display date 'dd/mm/yyyy' (day and month may have one digit)
 * to 'yyyy-mm-dd'; null when the text is not a real calendar date.
 *
 * @example
 * toIsoDate('29/02/2024') // '2024-02-29'
 * toIsoDate('29/02/2023') // null
 */
export function toIsoDate(display: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(String(display ?? '').trim());
  if (m === null) return null;
  const d = Number(m[1]);
  const mo = Number(m[2]);
  const y = Number(m[3]);
  if (!isRealDate(y, mo, d)) return null;
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of an instant in a time zone (the programme's, Madrid, unless said), as
 * 'yyyy-mm-dd', whatever the machine's own zone.
 *
 * @example
 * calendarDay(new Date('2026-11-22T23:30:00Z')) // '2026-11-23' (00:30 in Madrid)
 */
export function calendarDay(instant: Date, timeZone: string = PORTAL_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as yyyy-mm-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * Converts an API date ('yyyy-mm-dd', 'yyyy-mm-dd hh:mm:ss' or an ISO
 * datetime) to 'dd/mm/yyyy'; '' for anything else. A datetime that carries a
 * zone ('Z' or ±hh:mm) is shown as its date in Madrid; otherwise the date is
 * taken as written.
 *
 * @example
 * toDisplayDate('2024-03-05') // '05/03/2024'
 * toDisplayDate('2024-03-05T23:30:00Z') // '06/03/2024' (Madrid)
 * toDisplayDate(null) // ''
 */
export function toDisplayDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : fromParts(calendarDay(value));
  }
  const text = String(value).trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(text);
  if (m === null) return '';
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (!isRealDate(y, mo, d)) return '';
  if (m[7] !== undefined) {
    const instant = new Date(text.replace(' ', 'T'));
    if (Number.isNaN(instant.getTime())) return '';
    return fromParts(calendarDay(instant));
  }
  return `${pad(d)}/${pad(mo)}/${pad(y, 4)}`;
}

/** 'yyyy-mm-dd' (en-CA order) → 'dd/mm/yyyy'. */
function fromParts(isoDay: string): string {
  const [y = '', mo = '', d = ''] = isoDay.split('-');
  return `${d}/${mo}/${y}`;
}

const euro = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
  // No '-0,00' for tiny negative amounts.
  signDisplay: 'negative',
});

/**
 * Formats an amount in euros the Spanish way: thousands with dots, two
 * decimals with a comma, a plain space and the euro sign. Numeric strings (as
 * decimals often arrive from the API) are accepted; anything else gives ''.
 *
 * @example
 * formatEuro(1234.5) // '1.234,50 €'
 * formatEuro('99.9') // '99,90 €'
 */
export function formatEuro(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || (typeof amount === 'string' && amount.trim() === '')) return '';
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return '';
  return `${euro.format(n)} €`;
}
