import * as React from 'react';
import { cn } from '@/lib/utils';

/** A styled native select: keyboard, screen reader and the phone's own picker work without extra code. */
export const NativeSelect = React.forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, ...props }, ref) => (
    <select
      ref={ref}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm pointer-coarse:min-h-11',
        className,
      )}
      {...props}
    />
  ),
);
NativeSelect.displayName = 'NativeSelect';

/** A NativeSelect built from a list of options, with a placeholder that cannot be chosen. */
export const OptionSelect = React.forwardRef<
  HTMLSelectElement,
  React.SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: readonly { value: string; label: string }[] }
>(({ placeholder, options, ...props }, ref) => (
  <NativeSelect ref={ref} {...props}>
    <option value="" disabled>
      {placeholder}
    </option>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </NativeSelect>
));
OptionSelect.displayName = 'OptionSelect';
