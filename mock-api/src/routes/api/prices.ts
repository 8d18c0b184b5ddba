// POST /api/v2/prices and /api/products/prices/{productId} (bearer): the customer's own prices (spec §4).
import type { ProductPrice } from '@etalage/domain/pricing';
import { fail } from '../../lib/http-error';
import { customerOf } from '../../services/account';
import { customerPrices, sumPrices } from '../../services/prices';
import type { Handlers } from '../../plugins/contract';

export const priceHandlers = (): Pick<Handlers, 'customerPrices' | 'productPrice'> => ({
  customerPrices: ({ deps, body, customerId }) => {
    const discount = customerOf(deps, customerId!).priceDiscountPercentage;
    const data: ProductPrice[] = [];
    for (const item of body.items) {
      const prices = deps.catalogue.products.get(item.productId)?.product.prices;
      if (prices) data.push({ productId: item.productId, prices: customerPrices(prices, discount) });
    }
    return { status: 'success', data };
  },
  productPrice: ({ deps, params, body, customerId }) => {
    const record = deps.catalogue.products.get(params.productId);
    if (!record) throw fail(404, 'not_found');
    if (!record.product.prices) throw fail(404, 'price_unavailable');
    const discount = customerOf(deps, customerId!).priceDiscountPercentage;
    const options = (body.optionIds ?? [])
      .map((id) => deps.catalogue.optionItems.get(id))
      .filter((o) => o !== undefined && o.productId === record.product.id && o.item.prices !== null)
      .map((o) => customerPrices(o!.item.prices!, discount));
    const prices = sumPrices([customerPrices(record.product.prices, discount), ...options])!;
    return { status: 'success', data: { prices } };
  },
});
