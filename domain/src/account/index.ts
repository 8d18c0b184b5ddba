// The customer's account: its contract, the account calls, the account menu, registering, the orders and the
// address modal (saved addresses).
export { accountEndpoints } from './endpoints';
export {
  modalAddressForm,
  addressModalOpened,
  addressModalSubmitted,
  $addressModalErrors,
  $showAddressModalErrors,
  $isSavingAddress,
  $editingAddress,
} from './address-modal';
export { ADDRESS_EDIT_MESSAGES, addressEditOpened, addressFormValuesOf, addressUpdateRequest } from './address-edit';
export {
  ADDRESS_BOOK_MESSAGES,
  addressDeleteConfirmed,
  defaultAddressChosen,
  $busyAddressId,
  withoutAddress,
} from './addresses';
export { updateAddressFx, deleteAddressFx, updateAccountFx } from './api';
export {
  AccountOrder,
  Invoice,
  Ticket,
  TicketCreateRequest,
  OrderStatus,
  OrderAddress,
  OrderDelivery,
} from './contract';
export {
  type AccountMenuItemName,
  type AccountMenuItem,
  ACCOUNT_MENU,
  DEFAULT_ACCOUNT_MENU,
  accountMenuOf,
  accountMenuItemOf,
  isAccountPathEnabled,
} from './menu';
export {
  REGISTER_MESSAGES,
  type RegisterPlainField,
  registerAddressForm,
  registerPageStarted,
  registerFieldChanged,
  registerPasswordChanged,
  registerSubmitted,
  $registerFields,
  $registerPassword,
  $registerValues,
  $registerErrors,
  $showRegisterErrors,
  $isRegisteringAccount,
} from './register';
export {
  type AccountLoadStatus,
  type OrdersPage,
  ORDERS_PER_PAGE,
  LATEST_ORDERS,
  accountOrdersStarted,
  accountOrderStarted,
  fetchAccountOrdersFx,
  fetchAccountOrderFx,
  ordersPageOf,
  openAmountOf,
  isPayable,
  $accountOrders,
  $accountOrdersStatus,
  $accountOrdersPage,
  $accountOrder,
  $accountOrderStatus,
  $ordersPage,
  $latestOrders,
  $openAmount,
} from './orders';
export {
  PAY_ORDER_MESSAGES,
  payOrderOpened,
  payOrderOptionSelected,
  payOrderSubmitted,
  fetchOrderPaymentOptionsFx,
  payOrderFx,
  $payOrder,
  $payOrderOptions,
  $payOrderSelectedId,
  $payOrderError,
  $payOrderAlert,
  $isLoadingPayOrderOptions,
  $isPayingOrder,
} from './pay-order';
export { accountInvoicesStarted, fetchInvoicesFx, $invoices, $invoicesStatus } from './documents';
export {
  TICKET_MESSAGES,
  ticketPath,
  accountTicketsStarted,
  ticketPageStarted,
  fetchTicketsFx,
  fetchTicketFx,
  createTicketFx,
  $tickets,
  $ticketsStatus,
  $ticket,
  $ticketStatus,
  type TicketDraft,
  ticketFieldChanged,
  ticketSubmitted,
  $ticketDraft,
  $ticketFormErrors,
  $showTicketFormErrors,
  $isOpeningTicket,
} from './tickets';
export {
  INFORMATION_MESSAGES,
  type InformationValues as AccountInformationValues,
  informationPageStarted,
  informationFieldChanged,
  informationSubmitted,
  informationOf,
  $informationValues,
  $informationFormErrors,
  $showInformationFormErrors,
  $isSavingInformation,
} from './information';
