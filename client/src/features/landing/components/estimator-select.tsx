import * as React from 'react';
import { cn } from '@/lib/utils';

/** A native select styled like Input: the phone's own picker on mobile, labelled by its FormField. */
export const EstimatorSelect = React.forwardRef<
  HTMLSelectElement,
  React.SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: readonly { value: string; label: string }[] }
>(({ className, placeholder, options, ...props }, ref) => (
  <select
    ref={ref}
    className={cn(
      'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm',
      className,
    )}
    {...props}
  >
    <option value="" disabled>
      {placeholder}
    </option>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
));
EstimatorSelect.displayName = 'EstimatorSelect';
