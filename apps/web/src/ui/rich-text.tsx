import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { toSafeExternalUrl } from '../lib/external-url.ts';
import './rich-text.css';

/** Formatting kept as it is. */
const keptTags = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
/** Headings sit below the heading of the block that holds the text. */
const demotedHeadings = new Set(['h1', 'h2', 'h3']);
/** Dropped with everything inside them; any other unknown tag is dropped but its text kept. */
const droppedTags = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
]);
const voidTags = new Set(['br', 'hr']);

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (droppedTags.has(tag)) return null;
  if (voidTags.has(tag)) return createElement(tag, { key });
  if (tag === 'img') {
    const src = toSafeExternalUrl(element.getAttribute('src'));
    return src ? <img key={key} src={src} alt={element.getAttribute('alt') ?? ''} loading="lazy" /> : null;
  }
  const children = Array.from(element.childNodes, (child, index) => toReact(child, `${key}.${index}`));
  if (tag === 'a') {
    const href = toSafeExternalUrl(element.getAttribute('href'));
    if (!href) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (demotedHeadings.has(tag)) return createElement('h4', { key }, ...children);
  if (keptTags.has(tag)) return createElement(tag, { key }, ...children);
  return <Fragment key={key}>{children}</Fragment>;
}

export interface RichTextProps {
  /** HTML from the server (help entries, notices). */
  html: string;
}

/**
 * Shows server HTML without ever inserting it as HTML: the text is parsed (a parsed document runs no
 * scripts) and rebuilt as React elements from a list of formatting tags; links and images keep only
 * http(s) addresses, and every attribute other than those is dropped.
 */
export function RichText({ html }: RichTextProps) {
  const nodes = useMemo(() => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(document.body.childNodes, (node, index) => toReact(node, String(index)));
  }, [html]);
  return <div className="rich-text">{nodes}</div>;
}
