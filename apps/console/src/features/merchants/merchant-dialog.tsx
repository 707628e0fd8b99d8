import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { draftOf, newMerchantDraft } from './merchant-drafts.ts';
import { MerchantForm } from './merchant-form.tsx';
import { MerchantLogoField } from './merchant-logo-field.tsx';
import type { MerchantProfile } from './queries.ts';
import './merchants.css';

export interface MerchantDialogProps {
  /** `new`: a merchant to create; a merchant: its configuration to change; null: closed. */
  subject: 'new' | MerchantProfile | null;
  onClose: () => void;
  onSaved: (merchant: MerchantProfile, isNew: boolean) => void;
}

const formId = 'merchant-form';

/** Creating a merchant with its first owner, or changing one's configuration and logo (decision 0069). */
export function MerchantDialog({ subject, onClose, onSaved }: MerchantDialogProps) {
  const { t } = useTranslation();
  const isNew = subject === 'new';
  return (
    <FormDialog
      isOpen={subject !== null}
      title={isNew ? t('merchants.createTitle') : t('merchants.editTitle', { name: subject?.name ?? '' })}
      formId={formId}
      submitLabel={isNew ? t('merchants.create') : t('merchants.save')}
      onClose={onClose}
    >
      {subject === null ? null : (
        <>
          {isNew ? null : <MerchantLogoField merchant={subject} />}
          <MerchantForm
            key={isNew ? 'new' : subject.code}
            formId={formId}
            isNew={isNew}
            draft={isNew ? newMerchantDraft() : draftOf(subject)}
            onSaved={(merchant) => onSaved(merchant, isNew)}
          />
        </>
      )}
    </FormDialog>
  );
}
