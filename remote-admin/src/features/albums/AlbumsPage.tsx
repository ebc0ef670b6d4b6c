import { fr } from '../../i18n/fr';

export default function AlbumsPage() {
  return (
    <section>
      <h1>{fr.albums.title}</h1>
      <p>{fr.albums.intro}</p>
    </section>
  );
}
