import '@ficha/ui/fields.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClassName, describedBy } from '@ficha/ui';
import './search-box.css';

export interface SearchBoxProps {
  label: string;
  submitLabel: string;
  /** The search in effect (from the URL); the box follows it when it changes elsewhere (back, a nav link). */
  value: string;
  /** Called with the trimmed text on submit, and after a pause in typing. */
  onSearch: (value: string) => void;
  hint?: string;
  maxLength?: number;
  delayMs?: number;
}

/** A search form that searches as one types (after a short pause) and at once on Enter or its button. */
export function SearchBox({ label, submitLabel, value, onSearch, hint, maxLength, delayMs = 350 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // Adjusting state while rendering (not in an effect): a search made elsewhere replaces the typed text,
  // unless it is what was typed (the text keeps its trailing space while the search is trimmed).
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleChange(next: string) {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim());
    }, delayMs);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.clearTimeout(timer.current);
    onSearch(text.trim());
  }

  return (
    <form className="search-box" role="search" onSubmit={handleSubmit}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="search-box-row">
        <input
          id={id}
          type="search"
          className="form-field__input"
          value={text}
          onChange={(event) => handleChange(event.target.value)}
          maxLength={maxLength}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={describedBy(hint && `${id}-hint`)}
        />
        <button type="submit" className={buttonClassName('secondary')}>
          {submitLabel}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
