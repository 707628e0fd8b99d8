import { gameFrameMessage, readGameFrameMessage } from '@ficha/contract';
import { useCallback, useEffect, useState } from 'react';

/**
 * The site's game window (decision 0086). Framed by a page, the game says it draws its own header with a
 * close; a site that hands its header over answers `hosted`, and the game's close then asks it to close the
 * window. Framed by a page that does not answer, the game keeps to its own page's ways (the return link).
 * The messages carry nothing but their event, so they go to whichever page frames the game (the game
 * server's frame-ancestors already limit that to the merchant's sites).
 */
export function useSiteFrame(): { hosted: boolean; close: () => void } {
  const [hosted, setHosted] = useState(false);
  useEffect(() => {
    const site = window.parent !== window ? window.parent : null;
    if (!site) return;
    const listen = (event: MessageEvent) => {
      if (event.source === site && readGameFrameMessage(event.data) === 'hosted') setHosted(true);
    };
    window.addEventListener('message', listen);
    site.postMessage(gameFrameMessage('header'), '*');
    return () => window.removeEventListener('message', listen);
  }, []);
  const close = useCallback(() => window.parent.postMessage(gameFrameMessage('close'), '*'), []);
  return { hosted, close };
}
