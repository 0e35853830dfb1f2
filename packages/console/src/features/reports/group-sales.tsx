import { GroupSales } from './sales-by';

export default GroupSales;
