import { GroupSales } from './sales-by';

export { salesBySearchSchema as groupSalesSearchSchema } from './sales-by';
export default GroupSales;
