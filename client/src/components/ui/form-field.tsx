import * as React from 'react';
import { translateMessage } from '@/lib/i18n';
import { Label } from './label';

/** A label, its control and the field's error message (in the active language), tied together for screen readers. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
