import type { ReactNode } from 'react';

export interface RadioCardProps {
  /** The radio group's name, shared by its cards. */
  name: string;
  /** The radio's value, where a form reads it. */
  value?: string;
  checked: boolean;
  onSelect(): void;
  /** The card's first line, beside the radio; the radio's accessible name is all the card's text. */
  title: ReactNode;
  /** What the card shows under its title. */
  children?: ReactNode;
}

/** One choice of a radio group drawn as a bordered card, ringed while chosen; put the cards in a `fieldset`. */
export function RadioCard({ name, value, checked, onSelect, title, children }: RadioCardProps) {
  return (
    <label className="grid cursor-pointer content-start gap-1 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          onChange={onSelect}
          className="accent-primary"
        />
        {title}
      </span>
      {children}
    </label>
  );
}
