import { type Crumb, type PageHead, paths, studio } from '@lapm/contracts';
import { aboutPage } from './aboutPage';
import { homeImages } from './homePage';
import { lifestylePage } from './lifestylePage';
import {
  corporatePage,
  duoPage,
  familyPage,
  hobbyPage,
  newbornPage,
  pregnancyPage,
  soloPage,
  weddingPage,
} from './servicePages';

/**
 * The page-head record of every page of this remote (spec section 3). Breadcrumbs follow
 * the menu: the pages of the menu and of the footer sit under the home page (position 2);
 * the LifeStyle formats (solo, duo, family, newborn, pregnancy, hobby) sit under LifeStyle
 * (position 3), as on the LifeStyle page itself.
 */
type Fields = Pick<PageHead, 'title' | 'description' | 'breadcrumbName' | 'keywords'> &
  Partial<Pick<PageHead, 'type' | 'images' | 'serviceName' | 'serviceId' | 'serviceType'>>;

const underHome = (url: string, fields: Fields): PageHead => ({
  author: studio.photographer,
  url,
  position: 2,
  parents: [],
  type: 'website',
  images: [],
  ...fields,
});

const lifestyle: Crumb = { name: 'LifeStyle', url: paths.lifestyle };
const underLifestyle = (url: string, fields: Fields): PageHead => ({
  ...underHome(url, fields),
  position: 3,
  parents: [lifestyle],
});

export const pageHeads = {
  home: {
    ...underHome(paths.home, {
      title: 'Photographe portrait et mariage à Montpellier | LAPM Photographie',
      description:
        'LAPM Photographie, photographe portrait et mariage près de Montpellier : séances solo, couple, famille, grossesse, portraits corporate et reportages de mariage dans l’Hérault et le Gard.',
      breadcrumbName: 'Accueil',
      keywords: [
        'photographe Montpellier',
        'photographe mariage Montpellier',
        'photographe portrait Montpellier',
        'photographe Hérault',
        'séance photo Montpellier',
        'portrait corporate',
        'photo lifestyle',
        'photographe famille',
        'photographe grossesse',
      ],
      images: [homeImages.hero],
    }),
    position: 1,
  },
  prices: underHome(paths.prices, {
    title: 'Prestations et tarifs photo à Montpellier | LAPM Photographie',
    description:
      'Toutes les prestations photo de LAPM Photographie près de Montpellier : portrait solo, duo, famille, grossesse, nouveau-né, hobby, corporate et mariage, avec leurs formules et tarifs.',
    breadcrumbName: 'Tarifs',
    keywords: [
      'tarifs photographe Montpellier',
      'prix séance photo',
      'tarif photographe mariage',
      'prix portrait corporate',
      'séance photo famille prix',
      'formules photo',
    ],
  }),
  contact: underHome(paths.contact, {
    title: 'Contact : réserver une séance photo | LAPM Photographie',
    description:
      'Contactez LAPM Photographie par e-mail ou par téléphone pour une séance photo ou un mariage, tous les jours de 10 h à 13 h et de 14 h à 19 h, autour de Montpellier.',
    breadcrumbName: 'Contact',
    keywords: [
      'contact photographe Montpellier',
      'réserver séance photo',
      'photographe Hérault',
      'devis photographe',
    ],
  }),
  about: underHome(paths.about, {
    title: 'Qui suis-je ? Votre photographe près de Montpellier | LAPM Photographie',
    description:
      'Laure-Anne, photographe portraitiste et de mariage près de Montpellier : de l’argentique au flash, sept ans de pratique au service de portraits qui vous ressemblent.',
    breadcrumbName: 'Qui suis-je ?',
    keywords: [
      'photographe portraitiste',
      'photographe Montpellier',
      'parcours photographe',
      'photographe mariage',
    ],
    type: 'profile',
    images: [aboutPage.portrait],
  }),
  portfolio: underHome(paths.portfolio, {
    title: 'Portfolio : paysages, rue, architecture et portraits | LAPM Photographie',
    description:
      'Le portfolio de LAPM Photographie : paysages naturels du Sud, photographie de rue, architecture urbaine et portraits, une sélection renouvelée à chaque visite.',
    breadcrumbName: 'Portfolio',
    keywords: [
      'portfolio photographe',
      'photographie de paysage',
      'photographie de rue',
      'architecture urbaine',
      'portraits',
    ],
  }),
  legal: underHome(paths.legal, {
    title: 'Mentions légales | LAPM Photographie',
    description:
      'Mentions légales du site de LAPM Photographie : éditeur, hébergement, propriété intellectuelle, données personnelles et cookies.',
    breadcrumbName: 'Mentions légales',
    keywords: ['mentions légales', 'LAPM Photographie', 'données personnelles'],
  }),
  terms: underHome(paths.terms, {
    title: 'Conditions générales de vente | LAPM Photographie',
    description:
      'Conditions générales de vente de LAPM Photographie pour les particuliers et les entreprises : acompte, paiement, annulation, livraison des photos et droits d’utilisation.',
    breadcrumbName: 'Conditions générales de vente',
    keywords: [
      'conditions générales de vente',
      'CGV photographe',
      'acompte séance photo',
      'droits d’utilisation photo',
    ],
  }),
  faq: underHome(paths.faq, {
    title: 'Foire aux questions | LAPM Photographie',
    description:
      'Les questions fréquentes sur les séances photo et les reportages de mariage de LAPM Photographie.',
    breadcrumbName: 'FAQ',
    keywords: ['questions séance photo', 'FAQ photographe'],
  }),
  basket: underHome(paths.basket, {
    title: 'Panier | LAPM Photographie',
    description: 'Votre panier LAPM Photographie : les séances se réservent par e-mail ou par téléphone.',
    breadcrumbName: 'Panier',
    keywords: ['réserver séance photo'],
  }),
  corporate: underHome(paths.corporate, {
    title: 'Portrait corporate et photo d’équipe à Montpellier | LAPM Photographie',
    description:
      'Portraits professionnels pour indépendants et entreprises à Montpellier : en studio ou dans vos locaux, rendu homogène pour toute l’équipe, livraison rapide. Dès 99 € TTC.',
    breadcrumbName: 'Corporate',
    keywords: [
      'portrait corporate Montpellier',
      'photo professionnelle',
      'photo LinkedIn',
      'portrait entreprise',
      'photo d’équipe',
      'photographe entreprise Hérault',
      'trombinoscope',
    ],
    images: [corporatePage.hero],
    serviceName: 'Portrait corporate',
    serviceId: `${paths.corporate}#tarifs-portrait-corporate`,
    serviceType: 'Photographie de portrait professionnel',
  }),
  lifestyle: underHome(paths.lifestyle, {
    title: 'Portrait lifestyle : solo, couple, famille | LAPM Photographie',
    description:
      'Des photos de vie spontanées autour de Montpellier : Feel Good, Toi & Moi, La Smala, 1er cris, 9 mois et Passions Lives, six formats pour chaque histoire.',
    breadcrumbName: 'LifeStyle',
    keywords: [
      'portrait lifestyle Montpellier',
      'séance photo lifestyle',
      'photo de famille',
      'photo de couple',
      'photo naissance',
      'photo grossesse',
      'portrait passion',
    ],
    images: [lifestylePage.hero],
    serviceName: 'Portrait lifestyle',
    serviceType: 'Photographie de portrait lifestyle',
  }),
  wedding: underHome(paths.wedding, {
    title: 'Photographe de mariage à Montpellier, en reportage | LAPM Photographie',
    description:
      'Reportage de mariage naturel près de Montpellier, des préparatifs à la soirée : galerie en ligne, 90 à 600 photos retouchées, formules de 899 € à 1 899 €.',
    breadcrumbName: 'Mariage',
    keywords: [
      'photographe mariage Montpellier',
      'reportage mariage',
      'photographe mariage Hérault',
      'photo de mariage',
      'mariage Gard',
      'photographe mariage Camargue',
    ],
    images: [weddingPage.hero],
    serviceName: 'Reportage de mariage',
    serviceId: `${paths.wedding}#tarifs-portrait-mariage`,
    serviceType: 'Photographie de mariage',
  }),
  solo: underLifestyle(paths.solo, {
    title: 'Portrait solo en studio ou en extérieur | LAPM Photographie',
    description:
      'Une séance portrait rien que pour vous près de Montpellier, en studio ou en extérieur : 5 à 22 photos retouchées dans une galerie privée. Dès 99 €.',
    breadcrumbName: 'Solo',
    keywords: [
      'portrait solo Montpellier',
      'séance photo individuelle',
      'photo Feel Good',
      'book photo',
      'portrait studio',
    ],
    images: [soloPage.hero],
    serviceName: 'Portrait solo',
    serviceId: `${paths.solo}#tarifs-portrait-solo`,
    serviceType: 'Photographie de portrait',
  }),
  duo: underLifestyle(paths.duo, {
    title: 'Séance photo duo et couple à Montpellier | LAPM Photographie',
    description:
      'Séance photo à deux près de Montpellier, en couple, entre sœurs ou avec votre enfant : en studio ou en extérieur, 5 à 22 photos en galerie privée. Dès 119 €.',
    breadcrumbName: 'Duo',
    keywords: [
      'séance photo couple Montpellier',
      'photo duo',
      'photo fiançailles',
      'séance Toi & Moi',
      'photographe couple Hérault',
    ],
    images: [duoPage.hero],
    serviceName: 'Portrait duo',
    serviceId: `${paths.duo}#tarifs-portrait-duo`,
    serviceType: 'Photographie de couple',
  }),
  family: underLifestyle(paths.family, {
    title: 'Photo de famille et entre amis à Montpellier | LAPM Photographie',
    description:
      'Baptême, anniversaire, diplôme, déménagement : une séance photo en famille ou entre amis autour de Montpellier, 5 à 15 photos en galerie privée. Dès 159 €.',
    breadcrumbName: 'Famille et amis',
    keywords: [
      'photographe famille Montpellier',
      'photo de famille',
      'photo entre amis',
      'photo baptême',
      'séance La Smala',
    ],
    images: [familyPage.hero],
    serviceName: 'Portrait famille et amis',
    serviceId: `${paths.family}#tarifs-portrait-famille`,
    serviceType: 'Photographie de famille',
  }),
  newborn: underLifestyle(paths.newborn, {
    title: 'Séance photo nouveau-né près de Montpellier | LAPM Photographie',
    description:
      'Photos de nouveau-né entre 5 et 15 jours après la naissance, en studio ou à domicile autour de Montpellier, au rythme de bébé. Dès 159 €.',
    breadcrumbName: 'Nouveau-né',
    keywords: [
      'photographe nouveau-né Montpellier',
      'photo naissance',
      'séance bébé',
      'photo nouveau-né à domicile',
      'séance 1er cris',
    ],
    images: [newbornPage.hero],
    serviceName: 'Séance nouveau-né',
    serviceId: `${paths.newborn}#tarifs-portrait-grossesse`,
    serviceType: 'Photographie de nouveau-né',
  }),
  pregnancy: underLifestyle(paths.pregnancy, {
    title: 'Photo de grossesse et nouveau-né à Montpellier | LAPM Photographie',
    description:
      'Séance grossesse idéalement au 7e ou 8e mois, puis nouveau-né de 5 à 15 jours : en studio, en extérieur ou chez vous, près de Montpellier. Dès 159 €.',
    breadcrumbName: 'Grossesse',
    keywords: [
      'photographe grossesse Montpellier',
      'photo de grossesse',
      'séance 9 mois',
      'photo future maman',
      'photo nouveau-né',
    ],
    images: [pregnancyPage.hero],
    serviceName: 'Séance grossesse',
    serviceId: `${paths.pregnancy}#tarifs-portrait-grossesse`,
    serviceType: 'Photographie de grossesse',
  }),
  hobby: underLifestyle(paths.hobby, {
    title: 'Portrait hobby : sport, passion, animaux | LAPM Photographie',
    description:
      'Des portraits qui racontent votre passion, sport, musique, danse ou animal, autour de Montpellier : 6 à 18 photos retouchées en galerie privée. Dès 159 €.',
    breadcrumbName: 'Hobby',
    keywords: [
      'portrait passion',
      'photo sport Montpellier',
      'photo animal',
      'séance Passions Lives',
      'photographe hobby',
    ],
    images: [hobbyPage.hero],
    serviceName: 'Portrait hobby',
    serviceId: `${paths.hobby}#tarifs-portrait-hobby`,
    serviceType: 'Photographie de portrait de passion',
  }),
} satisfies Record<string, PageHead>;
