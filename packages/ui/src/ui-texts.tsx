import { createContext, useContext, type ReactNode } from 'react';

/** The few words the shared components say themselves; each app gives them from its own locale files. */
export interface UiTexts {
  cancel: string;
  close: string;
  loading: string;
  retry: string;
}

interface UiSettings {
  texts: UiTexts;
  hidesAppBehindDialogs: boolean;
}

const UiSettingsContext = createContext<UiSettings | null>(null);

export interface UiTextsProviderProps {
  texts: UiTexts;
  /**
   * Marks the app root `aria-hidden` while a dialog is open, so tools that read the accessibility tree
   * without knowing `inert` find only the dialog's buttons (the console, whose rows repeat "Lock" and
   * "Close"). The player site leaves its header readable: a game dialog shows the balance behind it.
   */
  hidesAppBehindDialogs?: boolean;
  children: ReactNode;
}

/** Gives the shared components their words in the current language (re-render it when the language changes). */
export function UiTextsProvider({ texts, hidesAppBehindDialogs = false, children }: UiTextsProviderProps) {
  return <UiSettingsContext value={{ texts, hidesAppBehindDialogs }}>{children}</UiSettingsContext>;
}

/** The shared components' words; an app that forgot the provider fails loudly instead of showing blanks. */
export function useUiTexts(): UiTexts {
  const settings = useContext(UiSettingsContext);
  if (!settings) throw new Error('UiTextsProvider is missing above this component');
  return settings.texts;
}

/** Whether dialogs hide the app root from the accessibility tree (off without a provider). */
export function useHidesAppBehindDialogs(): boolean {
  return useContext(UiSettingsContext)?.hidesAppBehindDialogs ?? false;
}
