// Prices (spec §9): the contract of price calls and the exact money rules.
export { Prices, SimplePrices, ProductPrice, CustomerPricesRequest } from './contract';
export { pricingRoutes } from './routes';
export {
  toCents,
  sumAmounts,
  amountLess,
  amountTimes,
  fromCents,
  roundTo,
  exclFromIncl,
  buildPrices,
  shownPrice,
  formatPrice,
  formatCartPrice,
  DEPOSIT_PERCENTAGE,
  depositSplit,
  paymentDue,
  type DepositSettings,
} from './lib';
export { lineTotals, cartTotals } from './totals';
