import { useTranslation } from 'react-i18next';
import { HomeBannerCarousel } from '../../features/announcements/banner-carousel.tsx';
import { NoticeMarquee } from '../../features/announcements/notice-marquee.tsx';
import { LazyHomeLobby } from '../../features/lobby/lazy-lobby.tsx';
import { useSystemStatus } from '../../lib/system-queries.ts';
import './home-page.css';

/** Home (SPEC §2.1 `/` and aliases): welcome, notice marquee, banner carousel, then the games. */
export function HomePage() {
  const { t } = useTranslation('home');
  const status = useSystemStatus();
  return (
    <div className="home-page">
      <h1 className="home-page__welcome">{t('welcome', { brand: status.info.merchantName })}</h1>
      <NoticeMarquee />
      <HomeBannerCarousel />
      <LazyHomeLobby />
    </div>
  );
}
