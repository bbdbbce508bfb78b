/** A currency as the business shows it (SPEC §9 currency table). */
export interface Currency {
  code: string;
  symbol: string;
  name: string;
  /** Digits after the decimal point, and so the size of the minor unit. */
  decimalDigits: number;
  /** Smallest amount prices are rounded to, in major units; 0 means the minor unit. */
  rounding: number;
}

const table: Record<string, Omit<Currency, 'code'>> = {
  KWD: { symbol: 'KD', name: 'Kuwaiti Dinar', decimalDigits: 3, rounding: 0 },
  BHD: { symbol: 'BD', name: 'Bahraini Dinar', decimalDigits: 3, rounding: 0 },
  OMR: { symbol: 'OMR', name: 'Omani Rial', decimalDigits: 3, rounding: 0 },
  JOD: { symbol: 'JD', name: 'Jordanian Dinar', decimalDigits: 3, rounding: 0 },
  IQD: { symbol: 'IQD', name: 'Iraqi Dinar', decimalDigits: 0, rounding: 0 },
  SAR: { symbol: 'SR', name: 'Saudi Riyal', decimalDigits: 2, rounding: 0 },
  AED: { symbol: 'AED', name: 'UAE Dirham', decimalDigits: 2, rounding: 0 },
  QAR: { symbol: 'QR', name: 'Qatari Rial', decimalDigits: 2, rounding: 0 },
  EGP: { symbol: 'E£', name: 'Egyptian Pound', decimalDigits: 2, rounding: 0 },
  USD: { symbol: '$', name: 'US Dollar', decimalDigits: 2, rounding: 0 },
  EUR: { symbol: '€', name: 'Euro', decimalDigits: 2, rounding: 0 },
  GBP: { symbol: '£', name: 'British Pound', decimalDigits: 2, rounding: 0 },
  // Swiss cash is counted in 5 rappen: totals are rounded to 0.05 (SPEC §3 currency table `rounding`).
  CHF: { symbol: 'CHF', name: 'Swiss Franc', decimalDigits: 2, rounding: 0.05 },
  TRY: { symbol: '₺', name: 'Turkish Lira', decimalDigits: 2, rounding: 0 },
  INR: { symbol: '₹', name: 'Indian Rupee', decimalDigits: 2, rounding: 0 },
  JPY: { symbol: '¥', name: 'Japanese Yen', decimalDigits: 0, rounding: 0 },
  KRW: { symbol: '₩', name: 'South Korean Won', decimalDigits: 0, rounding: 0 },
};

/** Looks a currency up; an unknown code gets 3 decimals (SPEC §9). */
export function currencyOf(code: string): Currency {
  const known = table[code.toUpperCase()];
  if (known) return { code: code.toUpperCase(), ...known };
  return {
    code: code.toUpperCase(),
    symbol: code.toUpperCase(),
    name: code.toUpperCase(),
    decimalDigits: 3,
    rounding: 0,
  };
}

/** Whether the code is in the table. */
export function isKnownCurrency(code: string): boolean {
  return code.toUpperCase() in table;
}
