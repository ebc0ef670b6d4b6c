export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonVariant,
} from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export {
  Checkbox,
  type CheckboxProps,
  SearchBox,
  type SearchBoxProps,
  SelectField,
  type SelectFieldProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './components/Field/Field';
export { Gallery, type GalleryProps, opensInPlace } from './components/Gallery/Gallery';
export { Lightbox, type LightboxProps } from './components/Gallery/Lightbox';
export {
  PHOTO_PARAM,
  type PhotoAddress,
  photoAddressKey,
  usePhotoAddress,
} from './components/Gallery/usePhotoAddress';
export {
  ListState,
  type ListStateProps,
  type ListStatus,
  listStatus,
} from './components/ListState/ListState';
export {
  imageKey,
  largeImageHref,
  type Photo,
  Picture,
  type PictureProps,
  PlaceholderImage,
  type PlaceholderImageProps,
} from './components/Picture/Picture';
export {
  mailtoHref,
  PriceCard,
  type PriceCardProps,
  visiblePriceLines,
} from './components/PriceCard/PriceCard';
export { ReviewCard, type ReviewCardProps } from './components/ReviewCard/ReviewCard';
export { SearchForm, type SearchFormProps, useSearchTerm } from './components/SearchForm/SearchForm';
export {
  SearchIndexProvider,
  type SearchIndexRecorder,
  useTitleSearch,
} from './components/SearchForm/titleSearch';
export { SectionHeading, type SectionHeadingProps } from './components/SectionHeading/SectionHeading';
export { Tile, type TileProps, type TileStatus } from './components/Tile/Tile';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export {
  isPlaceholderSrc,
  type PlaceholderSpec,
  parsePlaceholderSrc,
  placeholderDataUri,
  placeholderSrc,
  placeholderSvg,
} from './placeholder/placeholder';
export { breakpoints, colors, fontSizes, media, radius, space } from './tokens/tokens';
