import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Spinner, TextField } from '@ficha/ui';
import type { Captcha } from '../lib/use-captcha.ts';

export interface CaptchaFieldProps extends Pick<ComponentProps<'input'>, 'ref' | 'value' | 'onChange' | 'onBlur'> {
  captcha: Captcha;
  error: string | null;
}

/** The image captcha: the answer, and the image as a button that loads another (at most once a second). */
export function CaptchaField({ captcha, error, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation('account');
  let image;
  if (captcha.imageUrl) image = <img src={captcha.imageUrl} alt="" className="captcha-field__image" />;
  else if (captcha.isError) image = <Icon name="refresh" />;
  else image = <Spinner />;
  return (
    <TextField
      label={t('field_captcha')}
      name="captcha"
      {...input}
      error={error ?? (captcha.isError ? t('captcha_load_failed') : null)}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      required
      trailing={
        <button
          type="button"
          className="captcha-field__refresh"
          aria-label={t('captcha_refresh')}
          title={t('captcha_refresh')}
          onClick={() => captcha.refresh()}
        >
          {image}
        </button>
      }
    />
  );
}
