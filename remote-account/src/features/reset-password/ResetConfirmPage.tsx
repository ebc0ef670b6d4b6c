import { fr } from '../../i18n/fr';

export default function ResetConfirmPage() {
  return (
    <section>
      <h1>{fr.resetConfirm.title}</h1>
      <p>{fr.resetConfirm.intro}</p>
    </section>
  );
}
