export { default } from '../features/enquiries/EnquiriesPage';
