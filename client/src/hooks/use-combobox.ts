import * as React from 'react';

const HIDE_AFTER_BLUR_MS = 200;

/**
 * A text input's suggestion list as a WAI-ARIA combobox: focus stays in the input, the arrows move
 * the highlight (wrapping at both ends), Enter picks the highlighted option and never submits the
 * form around it while the list shows, Escape closes the list (not a dialog around it). The list
 * hides 200 ms after blur, so a click on an option lands first; focus coming back cancels that.
 */
export function useCombobox<T>({
  listId,
  suggest,
  onPick,
  closeOnPick = true,
}: {
  listId: string;
  /** The options to show while the list is open. */
  suggest(): readonly T[];
  onPick(option: T): void;
  closeOnPick?: boolean;
}) {
  const [isOpen, setIsOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);
  const closeTimer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const suggestions = isOpen ? suggest() : [];
  const optionId = (index: number) => `${listId}-${index}`;
  const active = suggestions[activeIndex];

  const open = () => {
    window.clearTimeout(closeTimer.current);
    setIsOpen(true);
    setActiveIndex(-1);
  };
  const pick = (option: T) => {
    onPick(option);
    if (closeOnPick) setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no highlight, ArrowUp starts at the last option.
      const from = activeIndex === -1 && step === -1 ? suggestions.length : activeIndex;
      if (suggestions.length > 0) setActiveIndex((from + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && suggestions.length > 0) {
      event.preventDefault();
      if (active !== undefined) pick(active);
    } else if (event.key === 'Escape' && suggestions.length > 0) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  return {
    suggestions,
    activeIndex,
    /** Spread on the input; call `open` from its onChange after passing the text on. */
    inputProps: {
      autoComplete: 'off',
      role: 'combobox',
      'aria-expanded': suggestions.length > 0,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': active !== undefined ? optionId(activeIndex) : undefined,
      onFocus: open,
      onKeyDown,
      onBlur: () => {
        closeTimer.current = window.setTimeout(() => setIsOpen(false), HIDE_AFTER_BLUR_MS);
      },
    },
    open,
    /** Spread on each option's element. */
    optionProps: (index: number, option: T) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      // Keeps focus (and the list) in the input until the click lands.
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      onClick: () => pick(option),
    }),
  };
}
