import { Dialog, ErrorState, LoadingState, ChatThread } from '@ficha/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeChatPanel } from '../../lib/chat-panel-store.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { memberKeys } from '../../lib/query-keys.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { readSession, sessionKeys, writeSession } from '../../lib/storage.ts';
import type { ChatCaller } from './chat-queries.ts';
import { useChatConversation } from './use-chat-conversation.ts';
import { VisitorChatForm } from './visitor-chat-form.tsx';
import './chat-panel.css';

/** The conversation of a known caller: the thread, live. */
function Conversation({ caller, onCallerEnded }: { caller: ChatCaller; onCallerEnded: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const errorMessage = useErrorMessage();
  const chat = useChatConversation(caller, onCallerEnded);
  const texts = {
    otherSide: t('chat_support'),
    you: t('chat_you'),
    composer: t('chat_composer'),
    send: t('chat_send'),
    attachImage: t('chat_attach'),
    removeImage: t('chat_remove_image'),
    typing: t('chat_typing'),
    image: t('chat_image'),
    empty: t('chat_empty'),
    imageInvalid: t('chat_image_invalid'),
    sendFailed: t('chat_send_failed'),
  };
  if (chat.status === 'loading') return <LoadingState />;
  if (chat.status === 'error' && chat.messages.length === 0) {
    return <ErrorState message={errorMessage(chat.error)} onRetry={() => void chat.retry()} />;
  }
  return (
    <ChatThread
      messages={chat.messages}
      ownAuthor="customer"
      language={i18n.language}
      texts={texts}
      isTyping={chat.isTyping}
      loadImage={chat.loadImage}
      onTyping={chat.announceTyping}
      onSend={async (input) => {
        try {
          await chat.send(input);
        } catch (failure) {
          throw new Error(errorMessage(failure));
        }
      }}
    />
  );
}

/**
 * The site's own live support chat (issue 12, decision 0044), as a sheet over any page: a signed-in player's
 * conversation, or for a visitor the contact form first, then its conversation for as long as the tab lives.
 */
export function ChatPanel() {
  const { t } = useTranslation('chat');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [visitorKey, setVisitorKey] = useState(() => readSession(sessionKeys.supportVisitorKey) || null);
  const caller = useMemo<ChatCaller | null>(() => {
    if (token) return { kind: 'member', token };
    return visitorKey ? { kind: 'visitor', visitorKey } : null;
  }, [token, visitorKey]);

  return (
    <Dialog title={t('chat_title')} closeLabel={t('chat_close')} onClose={closeChatPanel} isBackdropDismissible={false}>
      <div className="chat-panel">
        {caller ? (
          <Conversation
            key={caller.kind === 'member' ? caller.token : caller.visitorKey}
            caller={caller}
            onCallerEnded={() => {
              // A visitor's conversation the server no longer knows: the contact form again. A player's ended
              // session goes through the site's usual lost-session flow on its next call.
              if (caller.kind === 'visitor') {
                writeSession(sessionKeys.supportVisitorKey, '');
                setVisitorKey(null);
              } else void queryClient.invalidateQueries({ queryKey: memberKeys.info(caller.token) });
            }}
          />
        ) : (
          <VisitorChatForm
            onStarted={(key) => {
              writeSession(sessionKeys.supportVisitorKey, key);
              setVisitorKey(key);
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
