/** The dialing code chosen at first: Mexico's (+52) when offered, else the first of the list. */
export const preferredDialingCode = '+52';

export function defaultDialingCode(countries: readonly { countryDialingCode: string }[]): string {
  if (countries.some((country) => country.countryDialingCode === preferredDialingCode)) return preferredDialingCode;
  return countries[0]?.countryDialingCode ?? preferredDialingCode;
}
