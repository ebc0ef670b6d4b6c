export { default } from '../features/enquiries/EnquiryPage';
