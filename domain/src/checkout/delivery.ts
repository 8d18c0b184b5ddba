// Step 2, delivery (spec §4 Checkout): the options for the delivery address's country, loaded when the loading
// rule (./pages) says so, the preselection (the cart's choice, the preselected option or the first) and the
// shopper's choice, kept in the cart with the previous choice restored when that fails.
import { attach, createEvent, createStore, sample } from 'effector';
import { $cart, updateCartFx } from '../cart';
import type { CartUpdateRequest } from '../cart/contract';
import { loggedOut } from '../session';
import { deliveryOptionsFx, type OptionsParams } from './api';
import type { DeliveryOption } from './contract';
import { $deliveryAddress } from './information';
import { taskDue } from './pages';
import { cartHasDelivery, deliveryUpdate, preselectDelivery, type DeliverySelection } from './rules';
import { deliveryConfirmed } from './facts';

export { deliveryConfirmed };

export const deliveryOptionSelected = createEvent<{ optionId: string; pickupLocationId?: string | null }>();

export const $deliveryOptions = createStore<DeliveryOption[]>([], { name: '$deliveryOptions' });
export const $selectedDelivery = createStore<DeliverySelection | null>(null, { name: '$selectedDelivery' });
export const $isLoadingDelivery = deliveryOptionsFx.pending;

/** Loads the options; `keepChoice` stores a preselection the cart lacks (only the delivery step chooses). */
const loadDeliveryOptionsFx = attach({
  effect: deliveryOptionsFx,
  mapParams: ({ countryCode, cUid }: OptionsParams & { keepChoice: boolean }): OptionsParams => ({ countryCode, cUid }),
});
// Choices sent to the cart; each remembers what to restore when it fails.
export const chooseDeliveryFx = attach({
  effect: updateCartFx,
  mapParams: ({
    body,
  }: {
    body: CartUpdateRequest;
    selection: DeliverySelection;
    previous: DeliverySelection | null;
  }) => body,
});
export const chooseAddressFx = attach({ effect: updateCartFx });

// When the rule says the delivery options are due, then they load for the country; on the delivery step the
// cart first gets the delivery address, and a preselection is kept in the cart.
const deliveryLoad = sample({
  clock: taskDue('deliveryOptions'),
  source: { cart: $cart, address: $deliveryAddress },
  fn: ({ cart, address }, { place, country }) => ({ cart, address, onStep: place === 'delivery', country }),
});
sample({
  clock: deliveryLoad,
  filter: ({ cart, address, onStep }) => onStep && cart !== null && address !== null && cart.addressId !== address.id,
  fn: ({ cart, address }) => ({ cUid: cart!.cUid, address_id: address!.id }) as CartUpdateRequest,
  target: chooseAddressFx,
});
sample({
  clock: deliveryLoad,
  fn: ({ country, cart, onStep }) => ({ countryCode: country, cUid: cart?.cUid ?? null, keepChoice: onStep }),
  target: loadDeliveryOptionsFx,
});

// Spec §4: preselect the cart's choice when still offered, else the preselected option, else the first.
sample({ clock: deliveryOptionsFx.doneData, target: $deliveryOptions });
$deliveryOptions.on(deliveryOptionsFx.fail, () => []);
const deliveryPreselected = sample({
  clock: loadDeliveryOptionsFx.done,
  source: $cart,
  fn: (cart, { params, result: options }) => {
    const selection = preselectDelivery(options, cart);
    const option = options.find((o) => o.id === selection?.optionId) ?? null;
    return { cart, selection, option, keepChoice: params.keepChoice };
  },
});
sample({ clock: deliveryPreselected, fn: ({ selection }) => selection, target: $selectedDelivery });
// A preselection the cart does not hold yet is stored in the cart, so the payment sees it. Only on the
// delivery step: the overview loads the options to name the cart's choice, never to change it.
sample({
  clock: deliveryPreselected,
  filter: ({ cart, selection, option, keepChoice }) =>
    keepChoice && cart !== null && selection !== null && option !== null && !cartHasDelivery(cart, selection, option),
  fn: ({ cart, selection, option }) => ({
    body: deliveryUpdate(cart!.cUid, option!, selection!.pickupLocationId),
    selection: selection!,
    previous: null,
  }),
  target: chooseDeliveryFx,
});

const deliveryChosen = sample({
  clock: deliveryOptionSelected,
  source: { options: $deliveryOptions, selected: $selectedDelivery, cart: $cart },
  filter: ({ options, cart }, { optionId }) => cart !== null && options.some((o) => o.id === optionId),
  fn: ({ options, selected, cart }, { optionId, pickupLocationId }) => {
    const option = options.find((o) => o.id === optionId) as DeliveryOption;
    const pickup = option.type === 'pickup' ? (pickupLocationId ?? option.pickupLocations[0]?.id ?? null) : null;
    const selection: DeliverySelection = { optionId, pickupLocationId: pickup };
    return { body: deliveryUpdate(cart!.cUid, option, pickup), selection, previous: selected };
  },
});
const deliveryChanged = sample({
  clock: deliveryChosen,
  filter: ({ selection, previous }) =>
    previous === null ||
    previous.optionId !== selection.optionId ||
    previous.pickupLocationId !== selection.pickupLocationId,
});
sample({ clock: deliveryChanged, fn: ({ selection }) => selection, target: $selectedDelivery });
sample({ clock: deliveryChanged, target: chooseDeliveryFx });
// When storing the choice fails, then the previous choice comes back (unless the shopper chose again meanwhile).
sample({
  clock: chooseDeliveryFx.fail,
  source: $selectedDelivery,
  filter: (current, { params }) =>
    current?.optionId === params.selection.optionId && current?.pickupLocationId === params.selection.pickupLocationId,
  fn: (_, { params }) => params.previous,
  target: $selectedDelivery,
});

$deliveryOptions.reset(loggedOut);
$selectedDelivery.reset(loggedOut);
