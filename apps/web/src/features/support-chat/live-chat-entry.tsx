import { Icon } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { openChatPanel } from '../../lib/chat-panel-store.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { CountBadge } from '../../ui/count-badge.tsx';
import { useChatUnread } from './chat-queries.ts';

/**
 * The side menu's "live chat" entry for the site's own support chat: shown when the merchant has no external live
 * chat configured (an external one is a customer-service link of its own), with the player's unread answers.
 */
export function LiveChatEntry({ className, onOpen }: { className: string; onOpen?: () => void }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const unread = useChatUnread();
  const hasExternal = status.info.customerService.some(
    (entry) => entry.csType === 'LIVECHAT' && /^https?:\/\//i.test(entry.path),
  );
  if (hasExternal) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        openChatPanel();
        onOpen?.();
      }}
    >
      <Icon name="chat" />
      {t('live_chat')}
      <CountBadge count={unread.data ?? 0} label={(count) => t('live_chat_unread', { n: count })} />
    </button>
  );
}
