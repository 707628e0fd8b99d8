import { businessConstants } from '@ficha/contract';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@ficha/ui';

const { perView, spaceBetween } = businessConstants.slider;

export interface GameSliderProps {
  /** Names the slider for assistive technology (the section's title). */
  label: string;
  /** One entry per column (a pair of tiles in the hot slider, one tile in a vendor list). */
  columns: ReactNode[];
}

/**
 * A horizontal game slider (SPEC §2.5): 6 columns per view on wide screens (fewer on phones, where 6
 * would not be legible), spacing 13, scroll-snapping, with previous and next arrows while there is more
 * to see. Swiping and keyboard scrolling work as on any scrolled list.
 */
export function GameSlider({ label, columns }: GameSliderProps) {
  const { t } = useTranslation('lobby');
  const viewport = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const update = () => {
      // Right-to-left layouts scroll with negative offsets.
      const offset = Math.abs(element.scrollLeft);
      setEdges({ atStart: offset <= 1, atEnd: offset + element.clientWidth >= element.scrollWidth - 1 });
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [columns.length]);

  const move = (direction: 1 | -1) => {
    const element = viewport.current;
    if (!element) return;
    const isRtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({ left: direction * (isRtl ? -1 : 1) * element.clientWidth, behavior: 'smooth' });
  };

  const style = { '--slider-per-view': perView, '--slider-gap': `${spaceBetween}px` } as CSSProperties;
  const hasArrows = !(edges.atStart && edges.atEnd);
  return (
    <div className="game-slider" style={style}>
      <ul className="game-slider__viewport" ref={viewport} aria-label={label}>
        {columns.map((column, index) => (
          <li key={index} className="game-slider__column">
            {column}
          </li>
        ))}
      </ul>
      {hasArrows ? (
        <div className="game-slider__arrows">
          <button
            type="button"
            className="game-slider__arrow"
            aria-label={t('slider_previous', { name: label })}
            disabled={edges.atStart}
            onClick={() => move(-1)}
          >
            <Icon name="chevronLeft" size="small" />
          </button>
          <button
            type="button"
            className="game-slider__arrow"
            aria-label={t('slider_next', { name: label })}
            disabled={edges.atEnd}
            onClick={() => move(1)}
          >
            <Icon name="chevronRight" size="small" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
