// The shared React foundations of the player site, the console and the game pages (decision 0028).
export { ActionDialog, type ActionDialogProps, type DialogAction } from './action-dialog.tsx';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.tsx';
export { ChatThread, type ChatImageData, type ChatThreadProps, type ChatThreadTexts } from './chat-thread.tsx';
export { mergeChatMessages, useTypingAnnouncer, useTypingIndicator } from './chat-live.ts';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export {
  DataTable,
  type DataTableChildrenProps,
  type DataTableColumn,
  type DataTableHeading,
  type DataTableProps,
  type DataTableRowsProps,
} from './data-table.tsx';
export { formatDateTime, type DateTimeOptions } from './date-time.ts';
export { describedBy } from './described-by.ts';
export { Dialog, type DialogProps } from './dialog.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { ErrorState, type ErrorStateProps } from './error-state.tsx';
export { errorList } from './error-list.ts';
export { FieldErrors, type FieldErrorsProps } from './field-errors.tsx';
export { FieldHelp, type FieldHelpProps } from './field-help.tsx';
export {
  FieldShell,
  splitFieldProps,
  type FieldControlProps,
  type FieldShellProps,
  type FieldTexts,
} from './field-shell.tsx';
export { followDocumentLanguage, initI18n } from './i18n-setup.ts';
export { Icon, type IconName, type IconProps } from './icon.tsx';
export { SwitchTrack } from './switch-track.tsx';
export { connectLiveSocket, type LiveSocket, type LiveSocketOptions } from './live-socket.ts';
export { LoadingState, type LoadingStateProps } from './loading-state.tsx';
export { moneyText, type MoneyTextOptions } from './money-text.ts';
export { createAppQueryClient, type AppQueryClientOptions } from './query-client.ts';
export { mountApp } from './mount-app.tsx';
export { bytesToBase64, readProofFile, type ProofFile } from './read-proof-file.ts';
export { reconnectDelay } from './reconnect-delay.ts';
export { PaymentMethodMark, type PaymentMethodMarkProps } from './payment-method-mark.tsx';
export { RewardArt, type RewardArtProps } from './reward-art.tsx';
export { RowAction, type RowActionProps } from './row-action.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { Tabs, type TabItem, type TabsProps } from './tabs.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { TextareaField, type TextareaFieldProps } from './textarea-field.tsx';
export { ToastRegion, useToasts, type Toast, type ToastRegionProps } from './toast.tsx';
export {
  UiTextsProvider,
  useHidesAppBehindDialogs,
  useUiTexts,
  type UiTexts,
  type UiTextsProviderProps,
} from './ui-texts.tsx';
