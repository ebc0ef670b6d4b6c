import { paths } from '@lapm/contracts';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <section className="not-found">
      <title>{fr.notFound.headTitle}</title>
      <meta name="robots" content="noindex, follow" />
      <h1>{fr.notFound.title}</h1>
      <p className="not-found__code">{fr.notFound.subtitle}</p>
      <p>{fr.notFound.text}</p>
      <button type="button" className="button" onClick={() => navigate(paths.home)}>
        {fr.notFound.back}
      </button>
    </section>
  );
}
