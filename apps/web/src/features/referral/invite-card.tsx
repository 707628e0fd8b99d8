import { Button, Icon } from '@ficha/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from '../../ui/qr-code-image.tsx';
import { shareTargets } from './invite-link.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The member's invitation: the link (selectable), its QR code, the code itself, a copy button and a share button
 * (the Web Share API where the browser has it; WhatsApp, Telegram and mail links where it does not).
 */
export function InviteCard({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation('referral');
  const linkId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const shareText = t('share_text');
  const targets = shareTargets(link, shareText);

  const copyLink = () =>
    void navigator.clipboard.writeText(link).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  const share = () =>
    void navigator.share({ title: t('share_title'), text: shareText, url: link }).catch(() => {
      // Dismissed by the member: nothing to say.
    });

  return (
    <section className="referral-card referral-invite" aria-labelledby={`${linkId}-heading`}>
      <div className="referral-invite__qr">
        <QrCodeImage text={link} label={t('qr_label')} size={148} />
      </div>
      <div className="referral-invite__body">
        <h2 id={`${linkId}-heading`} className="referral-card__heading">
          {t('link_heading')}
        </h2>
        <label className="referral-invite__label" htmlFor={linkId}>
          {t('link_label')}
        </label>
        <input
          id={linkId}
          className="referral-invite__link"
          value={link}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className="referral-invite__code">
          {t('code_label')} <strong dir="ltr">{code}</strong>
        </p>
        <div className="referral-invite__actions">
          <Button onClick={copyLink}>
            <Icon name="attach" />
            {t('copy_link')}
          </Button>
          {canShare ? (
            <Button variant="secondary" onClick={share}>
              <Icon name="megaphone" />
              {t('share')}
            </Button>
          ) : (
            <ul className="referral-invite__targets" aria-label={t('share')}>
              <li>
                <a href={targets.whatsapp} target="_blank" rel="noopener noreferrer">
                  {t('share_whatsapp')}
                </a>
              </li>
              <li>
                <a href={targets.telegram} target="_blank" rel="noopener noreferrer">
                  {t('share_telegram')}
                </a>
              </li>
              <li>
                <a href={targets.email}>{t('share_email')}</a>
              </li>
            </ul>
          )}
        </div>
        <p className="referral-invite__status" role="status">
          {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copy_failed') : ''}
        </p>
      </div>
    </section>
  );
}
