export { default } from '../features/move-booking/MoveBookingPage';
