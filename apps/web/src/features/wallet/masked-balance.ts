/** The masked balance keeps the symbol only (upstream shows `***`). */
export const maskedBalance = (symbol: string) => `${symbol} ***`;
