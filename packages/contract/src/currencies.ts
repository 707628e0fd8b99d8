/** Symbols of the currencies merchants run in; an unknown code shows as itself. */
const symbols: Record<string, string> = {
  USD: '$',
  MXN: '$',
  ARS: '$',
  CLP: '$',
  COP: '$',
  EUR: '€',
  BRL: 'R$',
  PEN: 'S/',
  PHP: '₱',
  INR: '₹',
  VND: '₫',
  THB: '฿',
  IDR: 'Rp',
  MYR: 'RM',
  GBP: '£',
};

export function currencySymbol(currency: string): string {
  return symbols[currency] ?? currency;
}

/** The currencies a merchant may run in (decision 0069): the ones the platform shows with their symbol. */
export const merchantCurrencies = Object.keys(symbols) as [string, ...string[]];
