/**
 * A labelled row of mutually exclusive buttons (rows of pegs, risk level…): the chosen one is pressed, and
 * none can change while a round is on its way.
 */
export function ChoiceField<T extends string | number>(props: {
  label: string;
  choices: readonly T[];
  value: T;
  disabled: boolean;
  onChoose: (choice: T) => void;
  text?: (choice: T) => string;
}) {
  const { label, choices, value, disabled, onChoose, text = String } = props;
  return (
    <div className="field">
      {label}
      <div className="segmented" role="group" aria-label={label}>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className="btn"
            aria-pressed={value === choice}
            disabled={disabled}
            onClick={() => onChoose(choice)}
          >
            {text(choice)}
          </button>
        ))}
      </div>
    </div>
  );
}
