import type { ConsoleSupportConversation, SupportMessage } from '@ficha/contract';
import { Button, ChatThread, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useCan } from '../../lib/use-can.ts';
import {
  loadSupportImage,
  useAssignToMe,
  useCannedReplies,
  useMarkRead,
  useReply,
  useSetStatus,
  useSupportConversation,
} from './queries.ts';
import { useOperatorTyping } from './use-support-live.ts';

export interface ConversationViewProps {
  conversationId: number;
  isCustomerTyping: boolean;
  announceTyping: (conversationId: number) => void;
}

/** Who the customer is: a player by username, a visitor by the name and contact it gave. */
function CustomerLine({ conversation }: { conversation: ConsoleSupportConversation }) {
  const { t } = useTranslation();
  return (
    <p className="support-customer">
      <strong>{conversation.customerName}</strong>{' '}
      {conversation.memberId === null
        ? t('support.visitor', { contact: conversation.visitorContact ?? '' })
        : t('support.player', { id: conversation.memberId })}
      {' · '}
      {conversation.assignedOperatorName
        ? t('support.assignedTo', { name: conversation.assignedOperatorName })
        : t('support.unassigned')}
    </p>
  );
}

/** Marks what the operator sees read, once per new customer message. */
function useReadWhenSeen(conversation: ConsoleSupportConversation | undefined, messages: readonly SupportMessage[]) {
  const markRead = useMarkRead();
  const canChat = useCan('support.chat');
  const lastCustomer = messages.findLast((m) => m.author === 'customer')?.id;
  const unread = conversation?.unread ?? 0;
  const conversationId = conversation?.id;
  const { mutate } = markRead;
  useEffect(() => {
    if (canChat && conversationId !== undefined && lastCustomer !== undefined && unread > 0) {
      mutate({ conversationId, upToId: lastCustomer });
    }
  }, [canChat, conversationId, lastCustomer, unread, mutate]);
}

/** One conversation of the inbox: the thread, live; reply (with canned replies), assign to me, close or reopen. */
export function ConversationView({ conversationId, isCustomerTyping, announceTyping }: ConversationViewProps) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const detail = useSupportConversation(conversationId);
  const canned = useCannedReplies();
  const reply = useReply();
  const assign = useAssignToMe();
  const setStatus = useSetStatus();
  const canChat = useCan('support.chat');
  const [draft, setDraft] = useState('');
  const onTyping = useOperatorTyping(announceTyping, conversationId);
  useReadWhenSeen(detail.data?.conversation, detail.data?.messages ?? []);

  if (!detail.data) {
    return detail.isError ? (
      <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
    ) : (
      <LoadingState />
    );
  }
  const { conversation, messages } = detail.data;
  const isClosed = conversation.status === 'closed';
  return (
    <section className="support-conversation" aria-labelledby="support-conversation-title">
      <div className="support-conversation__head">
        <h2 id="support-conversation-title" className="support-conversation__title">
          {t('support.conversationTitle', { name: conversation.customerName })}
        </h2>
        <CustomerLine conversation={conversation} />
        {canChat ? (
          <div className="support-conversation__actions">
            {canned.data && canned.data.length > 0 ? (
              <SelectField
                label={t('support.cannedReply')}
                value=""
                options={[
                  { value: '', label: t('support.pickCannedReply') },
                  ...canned.data.map((r) => ({ value: String(r.id), label: r.title })),
                ]}
                onChange={(event) => {
                  const picked = canned.data?.find((r) => String(r.id) === event.target.value);
                  if (picked) setDraft(picked.text);
                }}
              />
            ) : null}
            <Button
              variant="secondary"
              disabled={assign.isPending || conversation.assignedOperatorName !== null}
              onClick={() => assign.mutate(conversation.id)}
            >
              {t('support.assignToMe')}
            </Button>
            <Button
              variant={isClosed ? 'secondary' : 'danger'}
              disabled={setStatus.isPending}
              onClick={() =>
                setStatus.mutate({ conversationId: conversation.id, status: isClosed ? 'open' : 'closed' })
              }
            >
              {isClosed ? t('support.reopen') : t('support.close')}
            </Button>
          </div>
        ) : null}
      </div>
      <ChatThread
        messages={messages}
        ownAuthor="operator"
        language={i18n.language}
        isTyping={isCustomerTyping}
        disabled={!canChat}
        draft={draft}
        onDraftChange={setDraft}
        loadImage={loadSupportImage}
        onTyping={onTyping}
        onSend={async (input) => {
          try {
            await reply.mutateAsync({ conversationId: conversation.id, ...input });
          } catch (failure) {
            throw new Error(errorMessage(failure));
          }
        }}
        texts={{
          otherSide: conversation.customerName,
          you: t('support.you'),
          composer: t('support.composer'),
          send: t('support.send'),
          attachImage: t('support.attachImage'),
          removeImage: t('support.removeImage'),
          typing: t('support.typing', { name: conversation.customerName }),
          image: t('support.image'),
          empty: t('support.noMessages'),
          imageInvalid: t('support.imageInvalid'),
          sendFailed: t('support.sendFailed'),
        }}
      />
    </section>
  );
}
