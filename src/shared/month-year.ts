/**
 * Resume dates are free text; the app writes them as 'Jan 2020' (short English month, year),
 * the form resumes conventionally print.
 */
export const MONTH_ABBREVIATIONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export interface MonthYear {
  year: number;
  /** 0 for January. */
  month: number;
}

export function formatMonthYear({ year, month }: MonthYear): string {
  return `${MONTH_ABBREVIATIONS[month]} ${year}`;
}

const monthOfWord = (word: string): number | null => {
  const prefix = word.toLowerCase().replace(/\.$/, "");
  if (prefix.length < 3) return null;
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(prefix));
  return index === -1 ? null : index;
};

/**
 * The month and year a typed date names, if it names one: 'Jan 2020', 'January 2020', 'Sept.
 * 2020', '2020-01', '2020-01-15', '01/2020'. A bare year ('2020') has no month. Anything else
 * ('Spring 2021', 'Present') is null: it stays text.
 */
export function parseMonthYear(text: string): { year: number; month: number | null } | null {
  const value = text.trim();
  const named = /^([A-Za-z]+\.?),?\s+(\d{4})$/.exec(value);
  if (named) {
    const month = monthOfWord(named[1]!);
    return month === null ? null : { year: Number(named[2]), month };
  }
  const iso = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(value);
  const numeric = /^(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month] = iso ? [iso[1], iso[2]] : numeric ? [numeric[2], numeric[1]] : [undefined, undefined];
  if (year !== undefined && month !== undefined) {
    const index = Number(month) - 1;
    return index >= 0 && index < 12 ? { year: Number(year), month: index } : null;
  }
  return /^\d{4}$/.test(value) ? { year: Number(value), month: null } : null;
}
