import { fr } from '../../i18n/fr';

export default function CreateAlbumPage() {
  return (
    <section>
      <h1>{fr.createAlbum.title}</h1>
      <p>{fr.createAlbum.intro}</p>
    </section>
  );
}
