export { handlers } from './handlers.js';
