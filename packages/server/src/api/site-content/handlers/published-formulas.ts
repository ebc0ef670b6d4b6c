import type { ApiApp, ApiContext } from '../../context';
import { publishedFormulaGroups } from '../formulas';

/** Static, so it wins over `/site-content/:page`: the enquiry form's list, read after a navigation. */
export function publishedFormulasRoute(app: ApiApp, { db }: ApiContext) {
  app.get('/site-content/formulas', { config: { access: 'public' } }, async () => ({
    data: { groups: await publishedFormulaGroups(db) },
  }));
}
