import type { SupportMessage } from '@ficha/contract';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from './button.tsx';
import { formatDateTime } from './date-time.ts';
import { Icon } from './icon.tsx';
import { readProofFile } from './read-proof-file.ts';
import './chat-thread.css';

/** What the thread says, from the app's own locale files. */
export interface ChatThreadTexts {
  /** The author line of the other side's messages when it has no name (e.g. "Support", "Customer"). */
  otherSide: string;
  you: string;
  composer: string;
  send: string;
  attachImage: string;
  removeImage: string;
  /** "Support is typing…" */
  typing: string;
  image: string;
  empty: string;
  /** Shown when a picked file is not a png or jpg of at most 5 MB. */
  imageInvalid: string;
  sendFailed: string;
}

export interface ChatImageData {
  contentType: string;
  dataBase64: string;
}

export interface ChatThreadProps {
  messages: readonly SupportMessage[];
  /** Whose messages are "mine" (right-aligned). */
  ownAuthor: SupportMessage['author'];
  language: string;
  texts: ChatThreadTexts;
  /** The other side is typing. */
  isTyping: boolean;
  loadImage: (messageId: number) => Promise<ChatImageData>;
  /** Sends; rejects with a message to show when it fails. */
  onSend: (input: {
    text: string;
    image?: { contentType: 'image/png' | 'image/jpeg'; dataBase64: string };
  }) => Promise<void>;
  onTyping: () => void;
  /** The draft, when the caller holds it (the console puts a canned reply in it); otherwise the thread does. */
  draft?: string;
  onDraftChange?: (draft: string) => void;
  disabled?: boolean;
}

/** An image of a message, fetched with the caller's authorization once it is shown. */
function MessageImage({
  messageId,
  alt,
  loadImage,
}: {
  messageId: number;
  alt: string;
  loadImage: ChatThreadProps['loadImage'];
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadImage(messageId).then(
      (image) => isCurrent && setSrc(`data:${image.contentType};base64,${image.dataBase64}`),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [messageId, loadImage]);
  return src ? (
    <img className="chat-thread__image" src={src} alt={alt} />
  ) : (
    <span className="chat-thread__image-slot" />
  );
}

/**
 * A support conversation (decision 0044): the messages, oldest first and kept scrolled to the newest, the other
 * side's typing, and a composer for a text and an optional png or jpg (checked by its bytes before sending).
 * Shared by the player site's chat panel and the console's inbox.
 */
export function ChatThread(props: ChatThreadProps) {
  const { messages, ownAuthor, language, texts, isTyping, loadImage, onSend, onTyping, disabled } = props;
  const [ownDraft, setOwnDraft] = useState('');
  const text = props.draft ?? ownDraft;
  const setText = props.onDraftChange ?? setOwnDraft;
  const [image, setImage] = useState<{
    contentType: 'image/png' | 'image/jpeg';
    dataBase64: string;
    name: string;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, isTyping]);

  async function pick(file: File | undefined) {
    if (!file) return;
    const read = await readProofFile(file);
    if (fileRef.current) fileRef.current.value = '';
    if (!read.ok) {
      setError(texts.imageInvalid);
      return;
    }
    setError(null);
    setImage({ contentType: read.contentType, dataBase64: read.base64, name: file.name });
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if ((trimmed.length === 0 && !image) || isSending) return;
    setIsSending(true);
    setError(null);
    try {
      await onSend({
        text: trimmed,
        ...(image ? { image: { contentType: image.contentType, dataBase64: image.dataBase64 } } : {}),
      });
      setText('');
      setImage(null);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : texts.sendFailed);
    } finally {
      setIsSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  }

  return (
    <div className="chat-thread">
      <ol ref={listRef} className="chat-thread__messages" aria-live="polite" aria-relevant="additions">
        {messages.length === 0 ? <li className="chat-thread__empty">{texts.empty}</li> : null}
        {messages.map((message) => {
          const isOwn = message.author === ownAuthor;
          return (
            <li key={message.id} className={`chat-thread__message${isOwn ? ' chat-thread__message--own' : ''}`}>
              <span className="chat-thread__author">
                {message.operatorName ?? (isOwn ? texts.you : texts.otherSide)}
              </span>
              {message.hasImage ? (
                <MessageImage messageId={message.id} alt={texts.image} loadImage={loadImage} />
              ) : null}
              {message.text ? <p className="chat-thread__text">{message.text}</p> : null}
              <time className="chat-thread__time" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt, language, { time: 'short' })}
              </time>
            </li>
          );
        })}
      </ol>
      <p className="chat-thread__typing" aria-live="polite">
        {isTyping ? texts.typing : ''}
      </p>
      {error ? (
        <p className="chat-thread__error" role="alert">
          {error}
        </p>
      ) : null}
      {image ? (
        <p className="chat-thread__attachment">
          <span>{image.name}</span>
          <Button variant="ghost" size="small" onClick={() => setImage(null)}>
            {texts.removeImage}
          </Button>
        </p>
      ) : null}
      <form className="chat-thread__composer" onSubmit={(event) => void submit(event)}>
        <input
          ref={fileRef}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button
          variant="ghost"
          className="chat-thread__attach"
          aria-label={texts.attachImage}
          title={texts.attachImage}
          disabled={disabled}
          onClick={() => fileRef.current?.click()}
        >
          <Icon name="attach" />
        </Button>
        <textarea
          className="chat-thread__input"
          aria-label={texts.composer}
          placeholder={texts.composer}
          rows={2}
          maxLength={2000}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={disabled || isSending || (text.trim().length === 0 && !image)}>
          {texts.send}
        </Button>
      </form>
    </div>
  );
}
