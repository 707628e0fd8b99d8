import { businessConstants } from '@ficha/contract';
import { useEffect, useReducer, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/error-message.ts';
import { toSafeExternalUrl } from '../../lib/external-url.ts';
import { EmptyState, ErrorState, Icon, LoadingState } from '@ficha/ui';
import { activeIndex, carouselReducer, initialCarouselState, isLooping } from './carousel-state.ts';
import { bannerTarget, selectHomeBanners, type Banner } from './home-banners.ts';
import { useAnnouncements } from './queries.ts';
import './banner-carousel.css';

const { autoplayMs, transitionMs, spaceBetween } = businessConstants.banner;

/** The home page's banner carousel (group `w_home`) with its loading, empty and error states. */
export function HomeBannerCarousel() {
  const { t } = useTranslation('home');
  const errorMessage = useErrorMessage();
  const banners = useAnnouncements(selectHomeBanners);

  let content;
  if (banners.isPending) content = <LoadingState label={t('banners_loading')} />;
  else if (banners.isError) {
    content = (
      <ErrorState
        message={errorMessage(banners.error)}
        retryLabel={t('retry')}
        onRetry={() => void banners.refetch()}
        isRetrying={banners.isFetching}
      />
    );
  } else if (banners.data.length === 0) content = <EmptyState message={t('banners_empty')} />;
  else {
    // A new set of banners (another language) starts the carousel afresh.
    content = <BannerCarousel key={banners.data.map((banner) => banner.id).join(',')} banners={banners.data} />;
  }

  const isCarousel = Boolean(banners.data && banners.data.length > 0);
  return (
    <section
      className="home-banners"
      aria-label={t('banners')}
      aria-roledescription={isCarousel ? t('carousel_role') : undefined}
    >
      {content}
    </section>
  );
}

interface BannerCarouselProps {
  banners: Banner[];
}

/**
 * One banner per view. With more than one it loops, autoplays and shows a clickable pagination
 * (SPEC §2.5); autoplay pauses while pointed at or focused, and with the pause button.
 */
function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t } = useTranslation('home');
  const count = banners.length;
  const isLoop = isLooping(count);
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarouselState);
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  const isAutoplaying = isLoop && !isPausedByUser && !isHovered && !hasFocusWithin;
  const current = activeIndex(state);

  useEffect(() => {
    if (!isAutoplaying) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      // Settles a loop jump whose transitionend was lost (a hidden tab), then moves on.
      dispatch({ type: 'transitionEnd' });
      dispatch({ type: 'next' });
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [isAutoplaying, state.position]);

  const lastBanner = banners[count - 1];
  const firstBanner = banners[0];
  const track = isLoop && lastBanner && firstBanner ? [lastBanner, ...banners, firstBanner] : banners;

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocusWithin(false);
  };

  const trackStyle = {
    '--carousel-position': state.position,
    '--carousel-gap': `${spaceBetween}px`,
    transitionDuration: state.isAnimated ? `${transitionMs}ms` : '0ms',
  } as CSSProperties;

  return (
    <div
      className="banner-carousel"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocusWithin(true)}
      onBlur={handleBlur}
    >
      <div className="banner-carousel__viewport">
        <div
          className="banner-carousel__track"
          style={trackStyle}
          aria-live={isAutoplaying ? 'off' : 'polite'}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) dispatch({ type: 'transitionEnd' });
          }}
        >
          {track.map((banner, trackIndex) => {
            const isCopy = isLoop && (trackIndex === 0 || trackIndex === track.length - 1);
            const realIndex = isLoop ? (trackIndex - 1 + count) % count : trackIndex;
            const isShown = trackIndex === state.position;
            return (
              <div
                key={isCopy ? `copy-${trackIndex}` : banner.id}
                className="banner-carousel__slide"
                role="group"
                aria-roledescription={t('slide_role')}
                aria-label={t('banner_slide', { number: realIndex + 1, total: count })}
                aria-hidden={!isShown}
                inert={!isShown}
              >
                <BannerSlide banner={banner} isFirst={trackIndex === (isLoop ? 1 : 0)} />
              </div>
            );
          })}
        </div>
      </div>
      {isLoop ? (
        <div className="banner-carousel__controls">
          <div className="banner-carousel__pagination" role="group" aria-label={t('banner_pagination')}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__bullet"
                aria-label={t('banner_go_to', { number: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => dispatch({ type: 'goTo', index })}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-carousel__pause"
            aria-label={isPausedByUser ? t('carousel_play') : t('carousel_pause')}
            onClick={() => setIsPausedByUser(!isPausedByUser)}
          >
            <Icon name={isPausedByUser ? 'play' : 'pause'} size="small" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

interface BannerSlideProps {
  banner: Banner;
  isFirst: boolean;
}

function BannerSlide({ banner, isFirst }: BannerSlideProps) {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation('home');
  const target = bannerTarget(banner, toSafeExternalUrl);
  // The headline (and the call to action of a banner that leads somewhere) is live text over the art: translated
  // with the banner, readable by everyone, sharp at every size; the picture itself is decoration.
  const image = (
    <span className="banner-carousel__art">
      <img
        className="banner-carousel__image"
        src={banner.url}
        alt=""
        loading={isFirst ? 'eager' : 'lazy'}
        // The first banner is the home page's largest paint on a phone: fetched ahead of the rest.
        fetchPriority={isFirst ? 'high' : 'auto'}
        decoding="async"
      />
      <span className="banner-carousel__copy">
        <span className="banner-carousel__headline">{banner.title}</span>
        {target.kind === 'none' ? null : (
          <span className="banner-carousel__cta" aria-hidden="true">
            {tHome('banner_cta')}
          </span>
        )}
      </span>
    </span>
  );
  if (target.kind === 'url') {
    return (
      <a className="banner-carousel__link" href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
        <span className="visually-hidden"> {t('opens_new_window')}</span>
      </a>
    );
  }
  if (target.kind === 'route') {
    return (
      <Link className="banner-carousel__link" to={target.to}>
        {image}
      </Link>
    );
  }
  return image;
}
