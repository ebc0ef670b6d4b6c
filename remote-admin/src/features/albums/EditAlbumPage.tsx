import { fr } from '../../i18n/fr';

export default function EditAlbumPage() {
  return (
    <section>
      <h1>{fr.editAlbum.title}</h1>
      <p>{fr.editAlbum.intro}</p>
    </section>
  );
}
