import { UserSales } from './sales-by';

export { salesBySearchSchema as userSalesSearchSchema } from './sales-by';
export default UserSales;
