export { default } from '../features/basket/BasketPage';
