import type { ReactNode } from 'react';

export interface Choice<V> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<V> {
  /** The group's accessible name. */
  label: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
  choiceClassName?: string;
}

/**
 * One choice out of a few, as a group of toggle buttons (aria-pressed marks the chosen one): the
 * filters of the list screens and the edition switch.
 */
export function ChoiceGroup<V extends string | number | boolean | null | undefined>({
  label,
  choices,
  value,
  onChange,
  className = 'filters',
  choiceClassName = 'button button--secondary',
}: ChoiceGroupProps<V>) {
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={String(choice.value)}
          type="button"
          className={choiceClassName}
          aria-pressed={choice.value === value}
          disabled={choice.disabled}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
