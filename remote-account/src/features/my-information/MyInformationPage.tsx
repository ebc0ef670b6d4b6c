import { fr } from '../../i18n/fr';

export default function MyInformationPage() {
  return (
    <section>
      <h1>{fr.myInformation.title}</h1>
      <p>{fr.myInformation.intro}</p>
    </section>
  );
}
