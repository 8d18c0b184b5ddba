// The customer's account: its contract, the account calls, and the address modal (saved addresses).
export {
  modalAddressForm,
  addressModalOpened,
  addressModalSubmitted,
  $addressModalErrors,
  $showAddressModalErrors,
  $isSavingAddress,
} from './address-modal';
export { AccountOrder, Invoice, Ticket } from './contract';
