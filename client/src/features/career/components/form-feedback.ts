import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';

/** 001 section 4: on success the modal closes, the form resets and a success toast appears; failures toast destructively. */
export async function submitCareerRecord(
  save: () => Promise<unknown>,
  texts: { success: string; failure: string; fallback: string },
  onDone: () => void,
) {
  try {
    await save();
    toast({ title: texts.success });
    onDone();
  } catch (error) {
    toast({ variant: 'destructive', title: texts.failure, description: getErrorMessage(error, texts.fallback) });
  }
}
