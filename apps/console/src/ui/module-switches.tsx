import { moduleTree, type FieldError, type ModuleId } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@ficha/ui';
import './module-switches.css';

type ModuleGroup = [root: keyof typeof moduleTree, children: readonly ModuleId[]];

const moduleGroups = Object.entries(moduleTree) as ModuleGroup[];

export interface ModuleSwitchesProps {
  values: Record<ModuleId, boolean>;
  savedValues: Record<ModuleId, boolean>;
  errors: Partial<Record<ModuleId, FieldError[]>>;
  onModuleChange: (id: ModuleId, isEnabled: boolean) => void;
  fieldMessage: (fieldError: FieldError) => string;
}

/** One fieldset per branch of the whitelabel tree: the branch's own switch, then its modules. */
export function ModuleSwitches({ values, savedValues, errors, onModuleChange, fieldMessage }: ModuleSwitchesProps) {
  const { t } = useTranslation();

  function renderSwitch(id: ModuleId, description: string) {
    return (
      <CheckboxField
        appearance="switch"
        key={id}
        label={
          <>
            <code className="module-id">{id}</code> <span className="module-description">{description}</span>
          </>
        }
        checked={values[id]}
        isChanged={values[id] !== savedValues[id]}
        onCheckedChange={(isEnabled) => onModuleChange(id, isEnabled)}
        errors={(errors[id] ?? []).map(fieldMessage)}
      />
    );
  }

  return (
    <div className="module-groups">
      {moduleGroups.map(([root, children]) => (
        <fieldset key={root} className="module-group">
          <legend>{t(`modules.${root}`)}</legend>
          <div className="module-root">{renderSwitch(root, t('settings.groupSwitch'))}</div>
          <div className="module-children">{children.map((id) => renderSwitch(id, t(`modules.${id}`)))}</div>
        </fieldset>
      ))}
    </div>
  );
}
