import { api } from '@lapm/api-client';
import type { SiteContentPage } from '@lapm/contracts';
import { useLoad } from '@lapm/forms';
import { useCallback } from 'react';
import { fr } from '../../i18n/fr';
import { Removal } from './Removal';

const text = fr.siteContent;

/** What uses the formula (articles, future bookings, her booking settings, cards), asked of the server. */
function FormulaUsages({ page, formulaKey }: { page: SiteContentPage; formulaKey: string }) {
  const load = useCallback(() => api.adminSiteContent.formulaUsages(page, formulaKey), [page, formulaKey]);
  const usages = useLoad(load);
  return (
    <p aria-live="polite">
      {usages.status === 'loading' && text.formulaUsagesLoading}
      {usages.status === 'error' && text.formulaUsagesFailed}
      {usages.status === 'ready' &&
        (usages.data.length > 0
          ? text.formulaUsedBy(usages.data.map((usage) => usage.name).join(', '))
          : text.formulaUnused)}
    </p>
  );
}

/**
 * « Retirer la formule »: asks first, saying what uses it (« Utilisée par : … »); the removal is a
 * change of the draft, published with the rest, and the history brings it back.
 */
export function FormulaRemoval({
  page,
  formulaKey,
  name,
  onRemove,
}: {
  page: SiteContentPage;
  formulaKey: string;
  name: string;
  onRemove: () => void;
}) {
  return (
    <Removal
      texts={{
        remove: text.removeFormula(name),
        question: text.removeFormulaQuestion(name),
        confirm: text.confirmRemoveFormula(name),
        keep: text.keepFormula,
        draft: text.formulaRemovalDraft,
      }}
      details={() => <FormulaUsages page={page} formulaKey={formulaKey} />}
      onRemove={onRemove}
    />
  );
}
