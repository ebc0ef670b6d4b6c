export { default } from '../features/prices/PricesPage';
