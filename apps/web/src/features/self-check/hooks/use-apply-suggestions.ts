import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import { paths } from '@phonix/shared/routes';
import { applySelfCheckSuggestions, type SelfCheckSuggestion } from '@phonix/shared/self-check';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withCity } from '@/lib/city-path.ts';
import { SESSION_KEYS, storage } from '@/lib/storage.ts';

/**
 * The confirmed suggestions become the quote's answers the way the questionnaire's Confirm stores them: the
 * stored record replaced (a new evaluation, so the price page records its enquiry again and the booking names
 * the new one), the questionnaire's draft for the phone dropped so Recalculate reopens these answers; then back
 * to the price page, which prices them.
 */
export function useApplySuggestions(variantId: number) {
  const navigate = useNavigate();
  return useCallback(
    (confirmed: readonly SelfCheckSuggestion[]): boolean => {
      const stored = storage.getSelectedModel();
      const record = stored && answerRecordSchema.safeParse(stored).success ? stored : null;
      if (record === null || record.variant !== variantId) return false;
      if (confirmed.length > 0) {
        storage.setSelectedModel(applySelfCheckSuggestions(record, confirmed));
        storage.clearIsInserted();
        storage.setTabValue(SESSION_KEYS.questionnaireDraft(record.ic_slug, record.variant), null);
      }
      navigate(withCity(paths.exactValue()));
      return true;
    },
    [navigate, variantId],
  );
}
