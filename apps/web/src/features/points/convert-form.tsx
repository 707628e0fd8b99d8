import type { PointConfig } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, moneyText, SelectField, TextField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { conversionMinor, convertiblePoints } from './mall-math.ts';
import { useConvertPoints } from './queries.ts';
import { Section } from './section.tsx';
import './points.css';

export interface ConvertFormProps {
  config: PointConfig;
  balance: number;
  locale: string;
}

/** Converts points to cash or bonus at the merchant's ratio, whole multiples only, with the payment password. */
export function ConvertForm({ config, balance, locale }: ConvertFormProps) {
  const { t } = useTranslation('points');
  const errorMessage = useErrorMessage();
  const convert = useConvertPoints();
  const [points, setPoints] = useState('');
  const [type, setType] = useState(config.convertTargets[0] ?? 'cash');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);
  const number = (value: number) => value.toLocaleString(locale);

  if (config.convertTargets.length === 0) {
    return (
      <Section title={t('convert_title')}>
        <p className="card__note">{t('convert_none')}</p>
      </Section>
    );
  }

  const wanted = /^\d{1,15}$/.test(points.trim()) ? Number(points.trim()) : Number.NaN;
  const pays = conversionMinor(wanted, config);
  return (
    <Section title={t('convert_title')}>
      <form
        className="point-convert"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setStatus(null);
          if (pays === null || wanted > balance) {
            setIsInvalid(true);
            return;
          }
          setIsInvalid(false);
          convert.mutate(
            { points: wanted, type, paymentPassword },
            {
              onSuccess: (record) => {
                setPoints('');
                setPaymentPassword('');
                setStatus(t('converted', { points: number(record.points), amount: moneyText(record.value, locale) }));
              },
            },
          );
        }}
      >
        <TextField
          label={t('convert_points')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={15}
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          aria-invalid={isInvalid ? true : undefined}
          hint={t('convert_hint', {
            points: number(config.convertPoints),
            max: number(convertiblePoints(balance, config.convertPoints)),
          })}
        />
        <SelectField
          label={t('convert_to')}
          value={type}
          onChange={(event) => setType(event.target.value === 'bonus' ? 'bonus' : 'cash')}
        >
          {config.convertTargets.map((target) => (
            <option key={target} value={target}>
              {t(`kind_${target}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('payment_password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={paymentPassword}
          onChange={(event) => setPaymentPassword(event.target.value)}
        />
        <p className="point-convert__gets">
          {pays === null ? '\u00a0' : t('convert_gets', { amount: moneyText(pays, locale) })}
        </p>
        <div className="point-convert__actions">
          <Button type="submit" disabled={convert.isPending} aria-busy={convert.isPending}>
            {t('convert_submit')}
          </Button>
        </div>
        <p className="point-convert__status" role="status">
          {status}
        </p>
        {isInvalid || convert.isError ? (
          <p className="point-convert__error" role="alert">
            {isInvalid ? t('convert_invalid', { points: number(config.convertPoints) }) : errorMessage(convert.error)}
          </p>
        ) : null}
      </form>
    </Section>
  );
}
