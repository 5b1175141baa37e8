import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Whether a dialog is open, and how it asks its owner to open or close it: the props every dialog takes. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

interface FormDialogProps extends DialogOpenProps {
  /** Prefixes the ids of the description (`<idPrefix>-description`, which describes the dialog) and of the fields. */
  idPrefix: string;
  title: string;
  description: string;
  cancelLabel: string;
  /** The action's label, and its label while `isPending` (the button is disabled then). */
  actionLabel: string;
  pendingLabel: string;
  isPending: boolean;
}

type FormDialogAction =
  /** A form: `children` are its fields, the action submits it (validation is the form library's, not the browser's). */
  | { onSubmit: React.FormEventHandler<HTMLFormElement>; children: React.ReactNode; onConfirm?: never }
  /** A confirmation: no fields, the action is a destructive button. */
  | { onConfirm(): void; onSubmit?: never; children?: never };

/** A dialog with a title, a description, optional form fields and a footer of Cancel and the action. */
export function FormDialog(props: FormDialogProps & FormDialogAction) {
  const { open, onOpenChange, idPrefix, title, description, cancelLabel, actionLabel, pendingLabel, isPending } = props;
  const cancel = (
    <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
      {cancelLabel}
    </Button>
  );
  const label = isPending ? pendingLabel : actionLabel;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${idPrefix}-description`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id={`${idPrefix}-description`}>{description}</DialogDescription>
        </DialogHeader>
        {props.onSubmit ? (
          <form className="grid gap-4" onSubmit={props.onSubmit} noValidate>
            {props.children}
            <DialogFooter>
              {cancel}
              <Button type="submit" disabled={isPending}>
                {label}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <DialogFooter>
            {cancel}
            <Button type="button" variant="destructive" disabled={isPending} onClick={props.onConfirm}>
              {label}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
