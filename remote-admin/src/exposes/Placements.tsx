export { default } from '../features/placements/PlacementsPage';
