import { fr } from '../../i18n/fr';

export default function EditMyInformationPage() {
  return (
    <section>
      <h1>{fr.editMyInformation.title}</h1>
      <p>{fr.editMyInformation.intro}</p>
    </section>
  );
}
