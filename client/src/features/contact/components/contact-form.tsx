import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_CATEGORIES, contactRequestSchema, type ContactRequest } from '@core/contact/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateContactMessage } from '../api/create-contact-message';

const EMPTY_FORM: ContactRequest = { name: '', email: '', subject: '', category: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation('contact');
  const sendMessage = useCreateContactMessage();
  const form = useForm<ContactRequest>({ resolver: zodResolver(contactRequestSchema), defaultValues: EMPTY_FORM });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
      toast({ title: t('toasts.sentTitle'), description: t('toasts.sentDescription') });
      form.reset(EMPTY_FORM);
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.errorTitle'), description: getErrorMessage(error, t('toasts.errorFallback')) });
    }
  });

  const invalid = (field: keyof ContactRequest) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `contact-${field}-error` } : {};

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label={t('form.name')} error={errors.name?.message}>
          <Input id="contact-name" autoComplete="name" {...invalid('name')} {...form.register('name')} />
        </FormField>
        <FormField id="contact-email" label={t('form.email')} error={errors.email?.message}>
          <Input id="contact-email" type="email" autoComplete="email" {...invalid('email')} {...form.register('email')} />
        </FormField>
      </div>
      <FormField id="contact-subject" label={t('form.subject')} error={errors.subject?.message}>
        <Input id="contact-subject" {...invalid('subject')} {...form.register('subject')} />
      </FormField>
      <FormField id="contact-category" label={t('form.category')} error={errors.category?.message}>
        <select
          id="contact-category"
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm"
          {...form.register('category')}
        >
          <option value="">{t('form.categoryPlaceholder')}</option>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="contact-message" label={t('form.message')} error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={6}
          placeholder={t('form.messagePlaceholder')}
          {...invalid('message')}
          {...form.register('message')}
        />
      </FormField>
      <div className="flex flex-col-reverse items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('form.required')}</p>
        <Button type="submit" className="w-full sm:w-auto" disabled={sendMessage.isPending}>
          {sendMessage.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
