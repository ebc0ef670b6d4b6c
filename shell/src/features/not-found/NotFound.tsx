import { paths } from '@lapm/contracts';
import { NoIndexHead } from '@lapm/seo';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <section className="not-found">
      <NoIndexHead title={fr.notFound.headTitle} />
      <h1>{fr.notFound.title}</h1>
      <p className="not-found__code">{fr.notFound.subtitle}</p>
      <p>{fr.notFound.text}</p>
      <button type="button" className="button" onClick={() => navigate(paths.home)}>
        {fr.notFound.back}
      </button>
    </section>
  );
}
