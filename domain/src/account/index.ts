// The customer's account: its contract, the account calls, and the address modal (saved addresses).
export { AccountOrder, Invoice, Ticket } from './contract';
export {
  modalAddressForm,
  addressModalOpened,
  addressModalSubmitted,
  $addressModalErrors,
  $showAddressModalErrors,
  $isSavingAddress,
} from './address-modal';
