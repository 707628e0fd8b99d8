import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../../lib/i18n.ts';
import { toBundledLanguage } from '../../lib/language.ts';
import { handleSessionError } from '../../lib/query-client.ts';
import { onSessionEvent } from '../../lib/session-store.ts';
import { readSessionToken } from '../../lib/storage.ts';
import { removeMemberQueries } from '../../lib/member-queries.ts';

export interface SessionEventHandlers {
  /** After a lost session was cleared and the visitor sent home: prompt a login. */
  onLost: () => void;
  /** The server refuses work until the password is changed. */
  onPasswordChangeRequired: () => void;
}

/**
 * The session's reactions, mounted once inside the router: a lost session (any call answered
 * `CUSTOMER_NOT_LOGIN`) forgets the member and returns home; a language change is saved on the member's
 * account while signed in (SPEC §4 "Language change").
 */
export function useSessionEvents({ onLost, onPasswordChangeRequired }: SessionEventHandlers): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleSessionEvent = useEffectEvent((event: 'lost' | 'password-change-required') => {
    if (event === 'lost') {
      void Promise.resolve(navigate('/')).then(() => removeMemberQueries(queryClient));
      onLost();
    } else {
      onPasswordChangeRequired();
    }
  });

  const handleLanguageChanged = useEffectEvent((language: string) => {
    if (!readSessionToken()) return;
    // Best effort: the choice is already saved in the browser; only a lost session matters here.
    import('../../lib/member-calls.ts')
      .then((calls) => calls.saveMemberLanguage(toBundledLanguage(language)))
      .catch(handleSessionError);
  });

  useEffect(() => onSessionEvent((event) => handleSessionEvent(event)), []);

  useEffect(() => {
    const listener = (language: string) => handleLanguageChanged(language);
    i18n.on('languageChanged', listener);
    return () => i18n.off('languageChanged', listener);
  }, []);
}
