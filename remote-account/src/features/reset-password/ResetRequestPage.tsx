import { fr } from '../../i18n/fr';

export default function ResetRequestPage() {
  return (
    <section>
      <h1>{fr.resetRequest.title}</h1>
      <p>{fr.resetRequest.intro}</p>
    </section>
  );
}
