import { createContext, useContext, type ReactNode } from 'react';

/** The few words the shared components say themselves; each app gives them from its own locale files. */
export interface UiTexts {
  cancel: string;
  close: string;
  loading: string;
  retry: string;
}

const UiTextsContext = createContext<UiTexts | null>(null);

export interface UiTextsProviderProps {
  texts: UiTexts;
  children: ReactNode;
}

/** Gives the shared components their words in the current language (re-render it when the language changes). */
export function UiTextsProvider({ texts, children }: UiTextsProviderProps) {
  return <UiTextsContext value={texts}>{children}</UiTextsContext>;
}

/** The shared components' words; an app that forgot the provider fails loudly instead of showing blanks. */
export function useUiTexts(): UiTexts {
  const texts = useContext(UiTextsContext);
  if (!texts) throw new Error('UiTextsProvider is missing above this component');
  return texts;
}
