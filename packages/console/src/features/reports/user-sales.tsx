import { UserSales } from './sales-by';

export default UserSales;
