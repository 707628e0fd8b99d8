import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@ficha/ui';
import { defaultDialingCode } from './dialing-codes.ts';
import { countriesQuery } from './queries.ts';

export interface DialingCode {
  value: string;
  countries: readonly { countryCode: string; countryDialingCode: string; name: string }[];
  onChange: (value: string) => void;
}

/** The dialing code of a phone form: the visitor's choice, else a remembered one, else the default. */
export function useDialingCode(initial?: string): DialingCode {
  const countries = useQuery(countriesQuery());
  const [chosen, setChosen] = useState(initial ?? '');
  const list = countries.data ?? [];
  const isOffered = (code: string) => list.length === 0 || list.some((c) => c.countryDialingCode === code);
  return {
    value: chosen && isOffered(chosen) ? chosen : defaultDialingCode(list),
    countries: list,
    onChange: setChosen,
  };
}

export interface MobileNumberFieldProps extends Pick<
  ComponentProps<'input'>,
  'ref' | 'value' | 'name' | 'required' | 'onChange' | 'onBlur'
> {
  dialingCode: DialingCode;
  error: string | null;
}

/** "Número de móvil" with the country dialing code in front of it. */
export function MobileNumberField({
  dialingCode,
  error,
  name = 'mobileNum',
  required = true,
  ...input
}: MobileNumberFieldProps) {
  const { t } = useTranslation('account');
  const options =
    dialingCode.countries.length > 0
      ? dialingCode.countries
      : [{ countryCode: '', countryDialingCode: dialingCode.value, name: '' }];
  return (
    <TextField
      label={t('field_mobileNum')}
      name={name}
      {...input}
      error={error}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      required={required}
      leading={
        <SelectField
          label={t('dialing_code')}
          isLabelHidden
          value={dialingCode.value}
          onChange={(event) => dialingCode.onChange(event.target.value)}
        >
          {options.map((country) => (
            <option key={`${country.countryCode}${country.countryDialingCode}`} value={country.countryDialingCode}>
              {/* Short enough for the closed select on a phone: "+52 MX". */}
              {country.countryCode
                ? `${country.countryDialingCode} ${country.countryCode}`
                : country.countryDialingCode}
            </option>
          ))}
        </SelectField>
      }
    />
  );
}
