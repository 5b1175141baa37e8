import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/hooks/use-toast';

export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose aria-label={t('closeNotification')} />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
